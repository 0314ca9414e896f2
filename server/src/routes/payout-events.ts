import { payoutEventReceiptStruct, payoutEventStruct } from '@mym/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../http/api-context';
import { requirePlatformSignature } from '../http/platform-signature';
import { defineRoute } from '../http/route-catalog';
import type { PaymentSettings } from '../services/payment-settings';
import { applyPayoutEvent } from '../services/payouts';

/**
 * `POST /platform/payouts/events`: the platform says a payout is processing, paid or failed (with its reason).
 * Signed like the payment events; the same event id twice changes the payout once.
 */
export function payoutEventRoutes(app: FastifyInstance, ctx: ApiContext, settings: PaymentSettings) {
  requirePlatformSignature(app, ctx, settings);
  defineRoute(app, ctx.catalog, {
    method: 'POST',
    url: '/platform/payouts/events',
    tag: 'payments',
    access: 'public',
    summary: 'Payout events (processing, paid, failed with a reason), HMAC-signed and idempotent',
    body: payoutEventStruct,
    response: payoutEventReceiptStruct,
    handler: async ({ body }) => {
      const outcome = await applyPayoutEvent(ctx.db, body, ctx.clock());
      return { eventId: body.id, status: outcome.payout.status, duplicate: outcome.duplicate };
    },
  });
}
