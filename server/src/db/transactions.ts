import type { Kysely } from 'kysely';
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
