import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverPush } from '../services/push-delivery';
import { type FanSideApp, followAda, paymentWebhook, startFanSideFixture } from '../testing/fan-side-fixture';
import { call } from '../testing/fixtures';
import { pushPayload } from '../testing/payloads';

let ctx: FanSideApp;
let ada: string;
let adaId: string;
let fan: string;
let mediaId: string;

beforeAll(async () => {
  ({ ctx, ada, adaId, fan, mediaId } = await startFanSideFixture());
  await followAda(ctx, fan, adaId);
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

const webhook = (event: object, options: { secret?: string; at?: Date } = {}) =>
  paymentWebhook(ctx, event, options);

describe('mass messages are pushes: a push delivered shows in the thread and sells at its discount', () => {
  it('the fan buys the push at the discount while it runs', async () => {
    const created = await call(
      ctx.app,
      'POST',
      '/pushes',
      ada,
      pushPayload(mediaId, { scheduledAt: null, targets: ['followers'] }),
    );
    expect(created.statusCode).toBe(201);
    const pushId = created.json().data.id;
    await deliverPush(ctx.db, pushId, ctx.clock.now());
    const pushes = await call(ctx.app, 'GET', '/fan/pushes', fan);
    expect(pushes.json().data.pushes[0]).toMatchObject({
      id: pushId,
      price: { value: 500 },
      regularPrice: { value: 1000 },
      bought: false,
    });
    const thread = await call(ctx.app, 'GET', `/fan/creators/${adaId}/messages`, fan);
    expect(thread.json().data.messages[0]).toMatchObject({ kind: 'push', pushId, text: 'New set' });
    const opened = await call(ctx.app, 'POST', '/fan/payments', fan, {
      item: { source: 'push', id: pushId },
    });
    expect(opened.json().data.amount.value).toBe(500);
    await call(ctx.app, 'POST', `/fan/payments/${opened.json().data.id}/dev-charge`, fan, {
      card: '4000000000000259',
    });
    const kinds = await ctx.db
      .selectFrom('ledger_entries')
      .select('kind')
      .where('source', '=', 'push')
      .execute();
    expect(kinds.map((row) => row.kind).sort()).toEqual(['chargeback', 'sale']);
  });

  it('a sent push shows what it sold: its buyers and net revenue from the ledger, a refund taking both back', async () => {
    const created = await call(
      ctx.app,
      'POST',
      '/pushes',
      ada,
      pushPayload(mediaId, { scheduledAt: null, targets: ['followers'], discount: null }),
    );
    const pushId = created.json().data.id;
    await deliverPush(ctx.db, pushId, ctx.clock.now());
    const sales = async () => (await call(ctx.app, 'GET', `/pushes/${pushId}`, ada)).json().data.sales;
    expect(await sales()).toEqual({ buyers: 0, revenue: { value: 0, currency: 'EUR' } });
    const opened = await call(ctx.app, 'POST', '/fan/payments', fan, {
      item: { source: 'push', id: pushId },
    });
    const payment = opened.json().data;
    await call(ctx.app, 'POST', `/fan/payments/${payment.id}/dev-charge`, fan, { card: '4242424242424242' });
    const net = payment.amount.value - Math.round(payment.amount.value * 0.2);
    expect(await sales()).toEqual({ buyers: 1, revenue: { value: net, currency: 'EUR' } });
    const listed = (await call(ctx.app, 'GET', '/pushes', ada)).json().data.pushes;
    expect(listed.find((push: { id: string }) => push.id === pushId).sales.buyers).toBe(1);
    const refund = await webhook({
      id: `evt_push_refund_${pushId}`,
      type: 'payment.refunded',
      paymentId: payment.id,
      amount: payment.amount,
      occurredAt: ctx.clock.now().toISOString(),
    });
    expect(refund.statusCode).toBe(200);
    expect(await sales()).toEqual({ buyers: 0, revenue: { value: 0, currency: 'EUR' } });
  });
});
