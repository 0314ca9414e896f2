import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows } from '../testing/fixtures';
import { bearerFor, createTestApp, fanBearerFor } from '../testing/test-app';
import { seedDatabase } from './seed-database';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let demo: string;
const now = new Date('2026-06-15T08:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestApp({ now });
  demo = await bearerFor(ctx.forge, 'sub-demo');
  await seedDatabase(ctx.db, {
    mediaDir: ctx.mediaDir,
    now,
    demoCreatorSub: 'sub-demo',
    demoFanSubs: ['sub-fan-01'],
  });
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('demo conversations (the demo creator has months of real-looking messages and sales)', () => {
  it('the inbox lists conversations by latest activity, unread ones among them', async () => {
    const page = (await call(ctx.app, 'GET', '/messages/conversations', demo)).json().data;
    expect(page.conversations).toHaveLength(50);
    expect(page.cursor).not.toBeNull();
    const times = page.conversations.map((c: { lastActivityAt: string }) => c.lastActivityAt);
    expect([...times].sort().reverse()).toEqual(times);
    const unread = (await call(ctx.app, 'GET', '/messages/conversations?filter=unread', demo)).json().data;
    expect(unread.conversations.length).toBeGreaterThan(5);
    const next = (await call(ctx.app, 'GET', `/messages/conversations?cursor=${page.cursor}`, demo)).json()
      .data;
    expect(next.conversations.length).toBe(10);
  });

  it('the ledger holds sales of every kind over months, one refund, with net = gross - fee on each row', async () => {
    const rows = await ctx.db.selectFrom('ledger_entries').selectAll().execute();
    expect(new Set(rows.map((row) => row.source))).toEqual(
      new Set(['subscription', 'message', 'tip', 'push']),
    );
    expect(rows.filter((row) => row.kind === 'refund').length).toBeGreaterThan(1);
    expect(rows.filter((row) => row.kind === 'chargeback')).toHaveLength(1);
    for (const row of rows) expect(row.net).toBe(row.gross - row.fee);
    const oldest = Math.min(...rows.map((row) => row.occurred_at.getTime()));
    expect(now.getTime() - oldest).toBeGreaterThan(90 * 86_400_000);
  });

  it('a demo fan is an account that signs in and reads the thread', async () => {
    const fan = await fanBearerFor(ctx.forge, 'sub-fan-01');
    const creators = (await call(ctx.app, 'GET', '/fan/creators', fan)).json().data.creators;
    expect(creators).toHaveLength(1);
    expect(creators[0]).toMatchObject({
      follows: true,
      subscription: 'active',
      subscriptionPrice: { value: 999 },
    });
    const thread = (await call(ctx.app, 'GET', `/fan/creators/${creators[0].id}/messages`, fan)).json().data;
    expect(thread.messages.length).toBeGreaterThan(3);
  });

  it('seeding again writes nothing more', async () => {
    const before = await countRows(ctx.db, 'messages');
    await seedDatabase(ctx.db, {
      mediaDir: ctx.mediaDir,
      now,
      demoCreatorSub: 'sub-demo',
      demoFanSubs: ['sub-fan-01'],
    });
    expect(await countRows(ctx.db, 'messages')).toBe(before);
  });
});
