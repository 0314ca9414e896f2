import type { FastifyInstance } from 'fastify';
import { pruneLiveEvents } from './db/live-events';
import { LiveEventHub } from './events/live-event-hub';
import type { ApiContext } from './http/api-context';
import { requireCreator } from './http/authenticate';
import { requireFan } from './http/authenticate-fan';
import type { IdentityProfileReader } from './identity/identity-profile';
import { type AccessTokenVerifier, TokenRejectedError } from './identity/verify-token';
import { devPaymentRoutes } from './routes/dev-payments';
import { eventRoutes } from './routes/events';
import { fanRoutes } from './routes/fan';
import { fanBookingRoutes } from './routes/fan-bookings';
import { fanLiveRoutes } from './routes/fan-lives';
import { incomeExportFileRoutes, incomeRoutes } from './routes/incomes';
import { messageRoutes } from './routes/messages';
import { notificationRoutes } from './routes/notifications';
import { paymentEventRoutes } from './routes/payment-events';
import { payoutEventRoutes } from './routes/payout-events';
import { savedReplyRoutes } from './routes/saved-replies';
import { subscriptionPriceRoutes } from './routes/subscription-price';
import { type PaymentSettings, readPaymentSettings } from './services/payment-settings';

export interface FanSideOptions {
  /** Verifies fans' tokens (the fan app's client ids); without it every fan route answers 401. */
  verifyFanAccessToken?: AccessTokenVerifier | undefined;
  /** Webhook secret, fee and hold, the development stand-in; from the environment's defaults when absent. */
  payments?: PaymentSettings | undefined;
}

/** How often old live events are deleted. */
const PRUNE_EVERY_MS = 3_600_000;

const NO_FAN_APP: AccessTokenVerifier = async () => {
  throw new TokenRejectedError('token_invalid', 'The token was not issued to a fan app');
};

/**
 * The fan side of the API (DESIGN "The fan side", "Money", "Live updates"): the creator's conversations and
 * subscription price, the fans' routes, the payment service's webhook and the live event streams.
 */
export async function registerFanSide(
  app: FastifyInstance,
  ctx: ApiContext,
  auth: { verifyCreator: AccessTokenVerifier; readProfile: IdentityProfileReader },
  options: FanSideOptions = {},
): Promise<void> {
  const payments = options.payments ?? readPaymentSettings({});
  const hub = new LiveEventHub(ctx.db);
  // Events only serve resumes: past the time kept they go, hourly, so the table does not grow forever.
  const pruning = setInterval(() => {
    pruneLiveEvents(ctx.db, ctx.clock()).catch((error) =>
      app.log.warn({ err: error }, 'live events not pruned'),
    );
  }, PRUNE_EVERY_MS);
  pruning.unref();
  // Open streams would hold a shutdown until its limit: end them first, clients reconnect elsewhere.
  app.addHook('preClose', async () => {
    clearInterval(pruning);
    await hub.close();
  });
  await app.register(async (scope) => {
    requireCreator(scope, auth.verifyCreator, ctx.db, auth.readProfile);
    messageRoutes(scope, ctx);
    savedReplyRoutes(scope, ctx);
    subscriptionPriceRoutes(scope, ctx);
    eventRoutes(scope, ctx, hub, 'creator');
    incomeRoutes(scope, ctx);
    notificationRoutes(scope, ctx);
  });
  await app.register(async (scope) => {
    requireFan(scope, options.verifyFanAccessToken ?? NO_FAN_APP, ctx.db, auth.readProfile);
    fanRoutes(scope, ctx);
    fanLiveRoutes(scope, ctx);
    fanBookingRoutes(scope, ctx);
    eventRoutes(scope, ctx, hub, 'fan');
    if (payments.devStandIn && payments.webhookSecret) {
      devPaymentRoutes(scope, app, ctx, payments.webhookSecret);
    }
  });
  await app.register(async (scope) => paymentEventRoutes(scope, ctx, payments));
  await app.register(async (scope) => payoutEventRoutes(scope, ctx, payments));
  await app.register(async (scope) => incomeExportFileRoutes(scope, ctx));
}
