import type { Kysely } from 'kysely';
import type { AccountClosureRow, Database } from './schema';

export async function findAccountClosure(
  db: Kysely<Database>,
  creatorId: string,
): Promise<AccountClosureRow | undefined> {
  return db.selectFrom('account_closures').selectAll().where('creator_id', '=', creatorId).executeTakeFirst();
}

/** Records the closing (once: asking again keeps the first date, so the 30 days never move). */
export async function requestAccountClosure(
  db: Kysely<Database>,
  creatorId: string,
  closure: { requestedAt: Date; deleteAfter: Date },
): Promise<AccountClosureRow> {
  await db
    .insertInto('account_closures')
    .values({ creator_id: creatorId, requested_at: closure.requestedAt, delete_after: closure.deleteAfter })
    .onConflict((oc) => oc.column('creator_id').doNothing())
    .execute();
  return db
    .selectFrom('account_closures')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
}

/** Reopens the account: true when a closure was pending (and not already being carried out). */
export async function cancelAccountClosure(db: Kysely<Database>, creatorId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('account_closures')
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Claims one due closure for this transaction; other processes skip it while it is held. */
export async function claimDueClosure(trx: Kysely<Database>, now: Date) {
  return trx
    .selectFrom('account_closures')
    .innerJoin('creators', 'creators.id', 'account_closures.creator_id')
    .select(['account_closures.creator_id', 'account_closures.attempts', 'creators.username'])
    .where('account_closures.delete_after', '<=', now)
    .orderBy('account_closures.delete_after')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** A failed deletion waits for its next attempt, its reason kept for the operator. */
export async function recordClosureFailure(
  db: Kysely<Database>,
  creatorId: string,
  failure: { retryAt: Date; message: string },
): Promise<void> {
  await db
    .updateTable('account_closures')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: failure.message,
      delete_after: failure.retryAt,
    }))
    .where('creator_id', '=', creatorId)
    .execute();
}
