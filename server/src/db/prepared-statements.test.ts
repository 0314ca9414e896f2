import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSnapshotDatabase } from '../testing/database-snapshot';
import { findCreatorBySub, provisionCreator } from './creators';
import { runPrepared } from './prepared-statements';
import { findPushRows } from './push-reads';
import type { Database } from './schema';

/* The hot reads are compiled once and prepared once; their answers must not change for it. */
let db: Kysely<Database>;

beforeAll(async () => {
  db = await openSnapshotDatabase();
  for (const sub of ['sub-ada', 'sub-bob']) {
    await provisionCreator(db, { sub, username: sub, email: null, displayName: null });
  }
});
afterAll(async () => {
  await db.destroy();
});

const preparedNames = async () =>
  (await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db)).rows.map((r) => r.name);

describe('prepared reads', () => {
  it('answers each call with its own values, the statement parsed once by the database', async () => {
    const ada = await findCreatorBySub(db, 'sub-ada');
    const bob = await findCreatorBySub(db, 'sub-bob');
    expect(ada?.sub).toBe('sub-ada');
    expect(bob?.sub).toBe('sub-bob');
    expect(await findCreatorBySub(db, 'sub-nobody')).toBeUndefined();
    const names = await preparedNames();
    expect(names.filter((name) => name.startsWith('creators_read_'))).toHaveLength(1);
  });

  it('keeps one statement per shape: a filter or a page is a statement of its own', async () => {
    const ada = await findCreatorBySub(db, 'sub-ada');
    const creatorId = ada?.id as string;
    expect(await findPushRows(db, creatorId, {}, { limit: 5, offset: 0 })).toEqual([]);
    expect(await findPushRows(db, creatorId, { status: 'published' }, { limit: 5, offset: 0 })).toEqual([]);
    const before = await preparedNames();
    expect(await findPushRows(db, creatorId, { status: 'published' }, { limit: 10, offset: 20 })).toEqual([]);
    expect(await preparedNames()).toEqual(before);
  });

  it('answers inside a transaction too, with what the transaction sees', async () => {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('creators')
        .set({ display_name: 'Ada in trx' })
        .where('sub', '=', 'sub-ada')
        .execute();
      expect((await findCreatorBySub(trx, 'sub-ada'))?.display_name).toBe('Ada in trx');
    });
    expect((await findCreatorBySub(db, 'sub-ada'))?.display_name).toBe('Ada in trx');
  });

  it('refuses a read whose builder changes an argument instead of using it as a value', async () => {
    await expect(
      runPrepared(db, 'test:transformed', { sub: 'sub-ada' }, (arg) =>
        db.selectFrom('creators').selectAll().where('sub', '=', arg.sub.toUpperCase()),
      ),
    ).rejects.toThrow(/only use its arguments as values/);
  });

  it('keeps only reads prepared', async () => {
    await expect(
      runPrepared(db, 'test:write', { sub: 'sub-ada' }, (arg) =>
        db.updateTable('creators').set({ bio: 'x' }).where('sub', '=', arg.sub),
      ),
    ).rejects.toThrow(/Only reads/);
  });
});
