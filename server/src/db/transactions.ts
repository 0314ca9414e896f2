import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in a transaction, or in the caller's one when there is one already (Kysely cannot nest them), so
 * a repository write is atomic alone and also inside a larger unit such as the seed.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Runs `work` inside a savepoint of the caller's transaction: when it throws, only its own writes are undone (the
 * transaction goes on for the next item of a batch) and the error is thrown again for the caller to record.
 */
export async function inSavepoint<T>(
  trx: Kysely<Database>,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  await sql`savepoint ${sql.id(name)}`.execute(trx);
  try {
    const value = await work();
    await sql`release savepoint ${sql.id(name)}`.execute(trx);
    return value;
  } catch (error) {
    await sql`rollback to savepoint ${sql.id(name)}`.execute(trx);
    throw error;
  }
}
