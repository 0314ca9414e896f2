import { creatorIdOf } from './fixtures';
import { addFan, addReversal, addSale } from './ledger-lines';
import { bearerFor, createTestApp } from './test-app';

// 10 April 2027, 12:00 in Paris: March 2027 is over, and its last day had a DST change (28 March).
export const INCOME_NOW = new Date('2027-04-10T10:00:00Z');

/**
 * The incomes tests' creator, Ada, in Paris with two fans (Lea and Max): a sale at 23:30 on 31 March (March's), one
 * at 00:30 on 1 April (April's), a push sale of 2 March refunded on 2 April, and a sale of 9 April still held; and
 * another creator who must see none of it.
 */
export async function startIncomeFixture() {
  const ctx = await createTestApp({ now: INCOME_NOW });
  const ada = await bearerFor(ctx.forge, 'sub-ada');
  const adaId = await creatorIdOf(ctx.app, ada);
  const other = await bearerFor(ctx.forge, 'sub-other');
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
  return { ctx, ada, adaId, other };
}
