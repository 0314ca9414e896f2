import type { Kysely } from 'kysely';
import type { Database, IncomeExportsTable } from './schema';

export function insertIncomeExport(db: Kysely<Database>, row: Omit<IncomeExportsTable, 'id'>) {
  return db.insertInto('income_exports').values(row).returningAll().executeTakeFirstOrThrow();
}

/** An export still valid at `now`; expired ones read as missing. */
export function findIncomeExport(db: Kysely<Database>, id: string, now: Date) {
  return db
    .selectFrom('income_exports')
    .selectAll()
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Forgets the creator's expired exports (each new export sweeps them). */
export function deleteExpiredExports(db: Kysely<Database>, creatorId: string, now: Date) {
  return db
    .deleteFrom('income_exports')
    .where('creator_id', '=', creatorId)
    .where('expires_at', '<=', now)
    .execute();
}
