import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toFigures } from '../presenters/incomes';
import { openSnapshotDatabase } from '../testing/database-snapshot';
import { addFan, addReversal, addSale } from '../testing/ledger-lines';
import { provisionCreator } from './creators';
import { dayTotals, lineTotals } from './ledger-reports';
import type { Database } from './schema';

let db: Kysely<Database>;

beforeAll(async () => {
  db = await openSnapshotDatabase();
});
afterAll(async () => {
  await db.destroy();
});

const days = (creatorId: string) => ({ creatorId, currency: 'EUR', from: '2027-01-01', to: '2027-12-31' });
const span = (creatorId: string) => ({
  creatorId,
  currency: 'EUR',
  start: new Date('2027-01-01T00:00:00Z'),
  end: new Date('2028-01-01T00:00:00Z'),
});

describe('the ledger rollup is kept with the ledger, in the same transaction', () => {
  it('equals the lines after sales, reversals and a fan leaving; a creator leaving takes both', async () => {
    const creator = await provisionCreator(db, {
      sub: 'rollup',
      username: 'r',
      email: 'r@example.com',
      displayName: 'R',
    });
    const lea = await addFan(db, creator.id, 'Lea');
    const max = await addFan(db, creator.id, 'Max');
    const sale = await addSale(db, {
      creatorId: creator.id,
      fanId: lea.id,
      gross: 1000,
      at: new Date('2027-03-31T21:30:00Z'),
    });
    await addReversal(db, sale, new Date('2027-04-02T09:00:00Z'), 'chargeback');
    await addSale(db, {
      creatorId: creator.id,
      fanId: max.id,
      gross: 777,
      at: new Date('2027-03-31T21:35:00Z'),
    });
    expect(toFigures(await dayTotals(db, days(creator.id)))).toEqual(
      toFigures(await lineTotals(db, span(creator.id))),
    );
    await db.deleteFrom('fans').where('id', '=', lea.id).execute();
    const after = await dayTotals(db, days(creator.id));
    expect(toFigures(after)).toEqual(toFigures(await lineTotals(db, span(creator.id))));
    expect(Number(after?.net)).toBe(777 - 155);
    await db.deleteFrom('creators').where('id', '=', creator.id).execute();
    expect(
      await db.selectFrom('ledger_rollups').selectAll().where('creator_id', '=', creator.id).execute(),
    ).toEqual([]);
  });

  it('a creator who moves zone has their days counted again in the new zone, exactly', async () => {
    const creator = await provisionCreator(db, {
      sub: 'rezone',
      username: 'z',
      email: 'z@example.com',
      displayName: 'Z',
    });
    const fan = await addFan(db, creator.id);
    // 23:30 on 31 March in Paris; already 1 April in Kathmandu (+05:45).
    await addSale(db, {
      creatorId: creator.id,
      fanId: fan.id,
      gross: 1000,
      at: new Date('2027-03-31T21:30:00Z'),
    });
    const march31 = { creatorId: creator.id, currency: 'EUR', from: '2027-03-31', to: '2027-03-31' };
    expect(toFigures(await dayTotals(db, march31)).net).toBe(800);
    await db
      .updateTable('creators')
      .set({ time_zone: 'Asia/Kathmandu' })
      .where('id', '=', creator.id)
      .execute();
    expect(toFigures(await dayTotals(db, march31)).net).toBe(0);
    expect(toFigures(await dayTotals(db, { ...march31, from: '2027-04-01', to: '2027-04-01' })).net).toBe(
      800,
    );
  });
});
