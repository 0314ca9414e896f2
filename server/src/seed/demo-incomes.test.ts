import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows } from '../testing/fixtures';
import { bearerFor, createTestApp } from '../testing/test-app';
import { DEMO_FAILED_PAYOUT_REASON } from './demo-incomes';
import { seedDatabase } from './seed-database';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let demo: string;
const now = new Date('2026-06-15T08:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestApp({ now });
  demo = await bearerFor(ctx.forge, 'sub-demo');
  await seedDatabase(ctx.db, { mediaDir: ctx.mediaDir, now, demoCreatorSub: 'sub-demo' });
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('demo incomes (a fresh bin/dev shows 18 months of real-looking earnings)', () => {
  it('12 months and the 12 before both have sales, refunds and a chargeback among them', async () => {
    const summary = (await call(ctx.app, 'GET', '/incomes/summary?period=12m', demo)).json().data;
    expect(summary.current.saleCount).toBeGreaterThan(1000);
    expect(summary.previous.saleCount).toBeGreaterThan(100);
    const reversals = (
      await call(ctx.app, 'GET', '/incomes/lines?period=12m&kind=reversal&limit=50', demo)
    ).json().data.lines;
    expect(reversals.some((line: { kind: string }) => line.kind === 'chargeback')).toBe(true);
    expect(reversals.some((line: { kind: string }) => line.kind === 'refund')).toBe(true);
  });

  it('weekly payouts paid what was available, one failed with its reason, the latest still processing', async () => {
    const payouts = (await call(ctx.app, 'GET', '/incomes/payouts?limit=50', demo)).json().data.payouts;
    expect(payouts[0].status).toBe('processing');
    const failed = (await call(ctx.app, 'GET', '/incomes/payouts?status=failed', demo)).json().data.payouts;
    expect(failed).toMatchObject([{ status: 'failed', failureReason: DEMO_FAILED_PAYOUT_REASON }]);
    const summary = (await call(ctx.app, 'GET', '/incomes/summary?period=today', demo)).json().data;
    // Everything available by the last Monday was paid; what freed up since waits for the next one.
    expect(summary.balances.available).toBeGreaterThanOrEqual(0);
    expect(summary.balances.pending).toBeGreaterThan(0);
  });

  it('seeding again writes nothing more', async () => {
    const before = await countRows(ctx.db, 'ledger_entries');
    await seedDatabase(ctx.db, { mediaDir: ctx.mediaDir, now, demoCreatorSub: 'sub-demo' });
    expect(await countRows(ctx.db, 'ledger_entries')).toBe(before);
  });
});
