import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savePayoutMethod } from '../db/payout-methods';
import { signPaymentEvent } from '../services/payment-signature';
import { runPayoutTick } from '../services/payouts';
import { call } from '../testing/fixtures';
import { INCOME_NOW, startIncomeFixture } from '../testing/income-fixture';
import { type createTestApp, TEST_PAYMENT_SECRET } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let adaId: string;
let other: string;

const NOW = INCOME_NOW;

beforeAll(async () => {
  ({ ctx, ada, adaId, other } = await startIncomeFixture());
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

const march = '/incomes/summary?period=custom&from=2027-03-01&to=2027-03-31';

describe('payouts', () => {
  const payoutEvent = (event: object) => {
    const body = JSON.stringify(event);
    return ctx.app.inject({
      method: 'POST',
      url: '/platform/payouts/events',
      headers: {
        'content-type': 'application/json',
        'payment-signature': signPaymentEvent(TEST_PAYMENT_SECRET, body, ctx.clock.now()),
      },
      payload: body,
    });
  };

  it('the schedule pays the available net; a failed payout gives its reason and frees its lines', async () => {
    const before = (await call(ctx.app, 'GET', march, ada)).json().data;
    // Held: the sale of 9 April (net 400) frees up on 16 April.
    expect(before.balances.pending).toBe(400);
    expect(before.balances.releases).toEqual([{ availableAt: '2027-04-16T08:00:00.000Z', amount: 400 }]);
    expect(before.balances.available).toBe(800 + 1600 + 799 - 799);
    expect(before.nextPayout).toMatchObject({ amount: 2400 });
    const created = await runPayoutTick(ctx.db, new Date(before.nextPayout.scheduledAt));
    expect(created.map((payout) => Number(payout.amount))).toEqual([2400]);
    const listed = (await call(ctx.app, 'GET', '/incomes/payouts', ada)).json().data.payouts;
    expect(listed).toMatchObject([{ status: 'pending', amount: 2400, lineCount: 4 }]);
    const paid = (await call(ctx.app, 'GET', `/incomes/payouts/${listed[0].id}/lines`, ada)).json().data;
    expect(paid.lines.reduce((sum: number, line: { net: number }) => sum + line.net, 0)).toBe(2400);
    expect((await call(ctx.app, 'GET', `/incomes/payouts/${listed[0].id}/lines`, other)).statusCode).toBe(
      404,
    );
    expect((await call(ctx.app, 'GET', march, ada)).json().data.balances.available).toBe(0);

    const failed = {
      id: 'evt-1',
      type: 'payout.failed',
      payoutId: listed[0].id,
      reason: 'IBAN closed',
      occurredAt: NOW.toISOString(),
    };
    expect((await payoutEvent(failed)).json().data).toEqual({
      eventId: 'evt-1',
      status: 'failed',
      duplicate: false,
    });
    expect((await payoutEvent(failed)).json().data).toMatchObject({ duplicate: true });
    // A late "processing" never moves a failed payout back.
    await payoutEvent({
      id: 'evt-2',
      type: 'payout.processing',
      payoutId: listed[0].id,
      occurredAt: NOW.toISOString(),
    });
    const after = (await call(ctx.app, 'GET', '/incomes/payouts', ada)).json().data.payouts;
    expect(after).toMatchObject([{ status: 'failed', failureReason: 'IBAN closed' }]);
    expect((await call(ctx.app, 'GET', march, ada)).json().data.balances.available).toBe(2400);
    // The failure is a payment alert the creator cannot turn off, recorded once for the two deliveries of the event.
    const alerts = (await call(ctx.app, 'GET', '/notifications', ada)).json().data;
    expect(JSON.stringify(alerts)).toContain('IBAN closed');
    expect(JSON.stringify(alerts).match(/"kind":"payout_failed"/g)).toHaveLength(1);
  });

  it('a payout method changed within 48 hours holds the payouts: the money stays available', async () => {
    const before = (await call(ctx.app, 'GET', march, ada)).json().data;
    expect(before.balances.available).toBe(2400);
    const runAt = new Date(before.nextPayout.scheduledAt);
    await savePayoutMethod(ctx.db, adaId, {
      iban: 'FR1420041010050500013M02606',
      holderName: 'Ada',
      changedAt: runAt,
      heldUntil: new Date(runAt.getTime() + 48 * 3_600_000),
    });
    expect(await runPayoutTick(ctx.db, runAt)).toEqual([]);
    expect((await call(ctx.app, 'GET', march, ada)).json().data.balances.available).toBe(2400);
  });

  it('an unsigned payout event is refused and changes nothing', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/platform/payouts/events',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(answer.statusCode).toBe(401);
  });
});
