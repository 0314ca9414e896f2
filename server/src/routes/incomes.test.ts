import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savePayoutMethod } from '../db/payout-methods';
import { signPaymentEvent } from '../services/payment-signature';
import { runPayoutTick } from '../services/payouts';
import { deliverPush } from '../services/push-delivery';
import { addMedia, call, creatorIdOf } from '../testing/fixtures';
import { addFan, addReversal, addSale } from '../testing/ledger-lines';
import { pushPayload } from '../testing/payloads';
import { bearerFor, createTestApp, TEST_PAYMENT_SECRET } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let adaId: string;
let other: string;

// 10 April 2027, 12:00 in Paris: March 2027 is over, and its last day had a DST change (28 March).
const NOW = new Date('2027-04-10T10:00:00Z');

beforeAll(async () => {
  ctx = await createTestApp({ now: NOW });
  ada = await bearerFor(ctx.forge, 'sub-ada');
  adaId = await creatorIdOf(ctx.app, ada);
  other = await bearerFor(ctx.forge, 'sub-other');
  await creatorIdOf(ctx.app, other);
  await ctx.db.updateTable('creators').set({ time_zone: 'Europe/Paris' }).where('id', '=', adaId).execute();
  const lea = await addFan(ctx.db, adaId, 'Lea');
  const max = await addFan(ctx.db, adaId, 'Max');
  // 23:30 on 31 March in Paris is 21:30 UTC: a day of March in Paris, whatever the server's zone.
  await addSale(ctx.db, {
    creatorId: adaId,
    fanId: lea.id,
    gross: 1000,
    at: new Date('2027-03-31T21:30:00Z'),
  });
  // 00:30 on 1 April in Paris (22:30 UTC on 31 March): April's.
  await addSale(ctx.db, {
    creatorId: adaId,
    fanId: max.id,
    gross: 2000,
    at: new Date('2027-03-31T22:30:00Z'),
  });
  const refunded = await addSale(ctx.db, {
    creatorId: adaId,
    fanId: max.id,
    gross: 999,
    source: 'push',
    at: new Date('2027-03-02T09:00:00Z'),
  });
  // Refunded in April: the reversal counts in April, once; March keeps its sale.
  await addReversal(ctx.db, refunded, new Date('2027-04-02T09:00:00Z'));
  await addSale(ctx.db, {
    creatorId: adaId,
    fanId: lea.id,
    gross: 500,
    at: new Date('2027-04-09T08:00:00Z'),
  });
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

const march = '/incomes/summary?period=custom&from=2027-03-01&to=2027-03-31';

describe('incomes a creator can trust to the cent', () => {
  it("a sale at 23:30 on 31 March in Paris is March's; a reversal counts in the period it happened", async () => {
    const summary = (await call(ctx.app, 'GET', march, ada)).json().data;
    expect(summary.range).toMatchObject({ from: '2027-03-01', to: '2027-03-31', timeZone: 'Europe/Paris' });
    expect(summary.range.end).toBe('2027-03-31T22:00:00.000Z');
    expect(summary.current).toEqual({
      sales: 1999,
      reversals: 0,
      gross: 1999,
      fee: 200 + 200,
      net: 800 + 799,
      saleCount: 2,
      reversalCount: 0,
    });
    const april = (
      await call(ctx.app, 'GET', '/incomes/summary?period=custom&from=2027-04-01&to=2027-04-30', ada)
    ).json().data;
    expect(april.current).toMatchObject({
      sales: 2500,
      reversals: -999,
      gross: 1501,
      saleCount: 2,
      reversalCount: 1,
    });
  });

  it('the previous period has the same number of days, just before', async () => {
    const summary = (await call(ctx.app, 'GET', '/incomes/summary?period=7d', ada)).json().data;
    expect(summary.range).toMatchObject({ from: '2027-04-04', to: '2027-04-10' });
    expect(summary.previousRange).toMatchObject({ from: '2027-03-28', to: '2027-04-03' });
  });

  it("the chart's buckets sum to the period's total, and each bucket's lines sum to the bucket", async () => {
    const series = (
      await call(
        ctx.app,
        'GET',
        '/incomes/series?period=custom&from=2027-03-01&to=2027-04-30&bucket=week',
        ada,
      )
    ).json().data;
    expect(series.buckets[0]).toMatchObject({ from: '2027-03-01', to: '2027-03-07' });
    const net = series.buckets.reduce((sum: number, bucket: { net: number }) => sum + bucket.net, 0);
    expect(net).toBe(series.total.net);
    for (const bucket of series.buckets.filter((one: { net: number }) => one.net !== 0)) {
      const lines = (
        await call(
          ctx.app,
          'GET',
          `/incomes/lines?period=custom&from=2027-03-01&to=2027-04-30&bucketFrom=${bucket.from}&bucketTo=${bucket.to}`,
          ada,
        )
      ).json().data;
      expect(lines.lines.reduce((sum: number, line: { net: number }) => sum + line.net, 0)).toBe(bucket.net);
      expect(lines.total.net).toBe(bucket.net);
    }
  });

  it('lines page with a cursor, newest first, and say their fan and item', async () => {
    const first = (await call(ctx.app, 'GET', '/incomes/lines?period=12m&limit=2', ada)).json().data;
    expect(first.lines).toHaveLength(2);
    expect(first.cursor).toEqual(expect.any(String));
    const second = (
      await call(ctx.app, 'GET', `/incomes/lines?period=12m&limit=2&cursor=${first.cursor}`, ada)
    ).json().data;
    const all = [...first.lines, ...second.lines];
    expect(new Set(all.map((line: { id: string }) => line.id)).size).toBe(all.length);
    expect(all.find((line: { kind: string }) => line.kind === 'refund')).toMatchObject({
      fan: { name: 'Max' },
      item: { source: 'push' },
      gross: -999,
    });
  });

  it('top fans rank by gross after reversals', async () => {
    const top = (await call(ctx.app, 'GET', '/incomes/top-fans', ada)).json().data;
    expect(
      top.fans.map((row: { fan: { name: string }; gross: number }) => [row.fan.name, row.gross]),
    ).toEqual([
      ['Max', 2000],
      ['Lea', 1500],
    ]);
  });

  it('another creator sees none of it', async () => {
    const summary = (await call(ctx.app, 'GET', march, other)).json().data;
    expect(summary.current.net).toBe(0);
    expect((await call(ctx.app, 'GET', '/incomes/top-fans', other)).json().data.fans).toEqual([]);
  });

  it('a missing or hostile query answers 400 in the envelope, never 500', async () => {
    for (const url of [
      '/incomes/summary',
      '/incomes/summary?period=forever',
      '/incomes/summary?period=custom',
      '/incomes/summary?period=custom&from=2027-03-31&to=2027-03-01',
      '/incomes/summary?period=custom&from=2020-01-01&to=2027-03-01',
      '/incomes/summary?period=custom&from=2027-02-30&to=2027-03-01',
      '/incomes/series?period=7d&bucket=hour',
      '/incomes/lines?period=7d&cursor=garbage',
      '/incomes/lines?period=7d&limit=abc',
      '/incomes/lines?period=7d&limit=51',
      '/incomes/lines?period=7d&bucketFrom=2020-01-01',
      '/incomes/lines?period=7d&fan=not-a-uuid',
      `/incomes/summary?period=7d&currency=${'E'.repeat(100_000)}`,
    ]) {
      const answer = await call(ctx.app, 'GET', url, ada);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().error.code, url).toBe('validation_failed');
    }
  });
});

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

describe('CSV export', () => {
  it('streams one row per line with a BOM and header, amounts as decimals, the zone stated', async () => {
    const link = await call(ctx.app, 'POST', '/incomes/exports', ada, {
      period: 'custom',
      from: '2027-03-01',
      to: '2027-04-30',
    });
    expect(link.statusCode).toBe(201);
    const { url, filename } = link.json().data;
    expect(filename).toBe('incomes-2027-03-01-to-2027-04-30-EUR.csv');
    const file = await ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body.startsWith('\uFEFFdate,time,time_zone,kind,source')).toBe(true);
    const rows = file.body.trim().split('\n');
    expect(rows).toHaveLength(1 + 5);
    expect(rows[1]).toMatch(/^2027-03-02,10:00:00,Europe\/Paris,sale,push,Push,Max,9\.99,2\.00,7\.99,EUR,/);
    expect(rows.some((row) => row.startsWith('2027-03-31,23:30:00,Europe/Paris,sale'))).toBe(true);
    expect(rows.some((row) => row.includes(',refund,push,Push,Max,-9.99,-2.00,-7.99,EUR,'))).toBe(true);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/incomes/exports/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('what sells (/myms)', () => {
  it("a push shows its recipients, buyers, conversion, revenue after reversals and the discount's effect", async () => {
    await ctx.db
      .updateTable('fans')
      .set({ subscription: 'active' })
      .where('creator_id', '=', adaId)
      .execute();
    const media = await addMedia(ctx.db, adaId);
    const created = await call(ctx.app, 'POST', '/pushes', ada, pushPayload(media.id, { scheduledAt: null }));
    const pushId = created.json().data.id as string;
    await deliverPush(ctx.db, pushId, NOW);
    const fans = await ctx.db
      .selectFrom('fans')
      .selectAll()
      .where('creator_id', '=', adaId)
      .orderBy('name')
      .execute();
    const [lea, max] = fans;
    if (!lea || !max) throw new Error('no fans');
    const hour = 3_600_000;
    // During the 3-hour discount (5.00), then at full price (10.00), refunded the day after.
    await addSale(ctx.db, {
      creatorId: adaId,
      fanId: lea.id,
      gross: 500,
      source: 'push',
      itemId: pushId,
      at: new Date(NOW.getTime() + hour),
    });
    const late = await addSale(ctx.db, {
      creatorId: adaId,
      fanId: max.id,
      gross: 1000,
      source: 'push',
      itemId: pushId,
      at: new Date(NOW.getTime() + 4 * hour),
    });
    await addReversal(ctx.db, late, new Date(NOW.getTime() + 28 * hour));
    const page = (await call(ctx.app, 'GET', '/incomes/sold-items?kind=push', ada)).json().data;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: 'push',
      id: pushId,
      recipients: 2,
      buyers: 1,
      conversionBps: 5000,
      gross: 500,
      net: 400,
      discount: { price: 500, buyersDuring: 1, revenueDuring: 500, buyersAfter: 0, revenueAfter: 0 },
    });
    const lines = (
      await call(
        ctx.app,
        'GET',
        `/incomes/lines?period=custom&from=2027-04-10&to=2027-04-11&item=${pushId}`,
        ada,
      )
    ).json().data;
    expect(lines.lines.map((line: { item: { title: string } }) => line.item.title)).toEqual([
      'New set',
      'New set',
      'New set',
    ]);
    expect(lines.total.net).toBe(400);
  });
});
