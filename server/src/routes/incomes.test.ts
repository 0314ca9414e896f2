import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../testing/fixtures';
import { startIncomeFixture } from '../testing/income-fixture';
import type { createTestApp } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let other: string;

beforeAll(async () => {
  ({ ctx, ada, other } = await startIncomeFixture());
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
