import { signPaymentEvent } from '../services/payment-signature';
import { addMedia, call, creatorIdOf } from './fixtures';
import { bearerFor, createTestApp, fanBearerFor, TEST_PAYMENT_SECRET } from './test-app';

export type FanSideApp = Awaited<ReturnType<typeof createTestApp>>;

/** The fan side's tests: Ada, two medias of hers (one a teaser), and two fans, Lea and Max. */
export async function startFanSideFixture() {
  const ctx = await createTestApp();
  const ada = await bearerFor(ctx.forge, 'sub-ada');
  const adaId = await creatorIdOf(ctx.app, ada);
  const mediaId = (await addMedia(ctx.db, adaId)).id;
  const teaserId = (await addMedia(ctx.db, adaId)).id;
  const fan = await fanBearerFor(ctx.forge, 'sub-fan-lea');
  const otherFan = await fanBearerFor(ctx.forge, 'sub-fan-max');
  return { ctx, ada, adaId, fan, otherFan, mediaId, teaserId };
}

/** Lea follows Ada: she may write to her, and is among her followers when a push goes out. */
export async function followAda(ctx: FanSideApp, fan: string, adaId: string) {
  await call(ctx.app, 'PUT', `/fan/creators/${adaId}/follow`, fan);
}

/** A payment event from the platform, signed with the test secret unless told otherwise. */
export async function paymentWebhook(
  ctx: FanSideApp,
  event: object,
  options: { secret?: string; at?: Date } = {},
) {
  const body = JSON.stringify(event);
  return ctx.app.inject({
    method: 'POST',
    url: '/platform/payments/confirmed',
    headers: {
      'content-type': 'application/json',
      'payment-signature': signPaymentEvent(
        options.secret ?? TEST_PAYMENT_SECRET,
        body,
        options.at ?? ctx.clock.now(),
      ),
    },
    payload: body,
  });
}
