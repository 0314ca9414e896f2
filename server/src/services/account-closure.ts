import type { Kysely } from 'kysely';
import {
  cancelAccountClosure,
  claimDueClosure,
  recordClosureFailure,
  requestAccountClosure,
} from '../db/account-closures';
import { creatorMediaKeys } from '../db/account-export';
import { deleteCreator } from '../db/creators';
import type { AccountClosureRow, Database } from '../db/schema';
import { inTransaction } from '../db/transactions';
import type { IdentityUserDeleter } from '../identity/identity-users';
import type { MediaStore } from '../media/media-store';
import { recordNotification } from './notifications';

/** A closed account can be reopened for this long; then the deletion job removes everything. */
export const ACCOUNT_REOPEN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A deletion that failed (the media store unreachable) is tried again after this. */
export const DELETION_RETRY_MS = 10 * 60 * 1000;

export function toAccountClosure(row: AccountClosureRow | undefined) {
  return row
    ? { requestedAt: row.requested_at.toISOString(), deleteAfter: row.delete_after.toISOString() }
    : null;
}

/** Closes the account for ACCOUNT_REOPEN_DAYS; the security alert that says so goes out in the same transaction. */
export function closeAccount(db: Kysely<Database>, creatorId: string, now: Date) {
  return inTransaction(db, async (trx) => {
    const deleteAfter = new Date(now.getTime() + ACCOUNT_REOPEN_DAYS * DAY_MS);
    const closure = await requestAccountClosure(trx, creatorId, { requestedAt: now, deleteAfter });
    await recordNotification(trx, {
      creatorId,
      kind: 'deletion_scheduled',
      data: { startsAt: deleteAfter.toISOString() },
      at: now,
    });
    return closure;
  });
}

export function reopenAccount(db: Kysely<Database>, creatorId: string) {
  return cancelAccountClosure(db, creatorId);
}

/** What deleting an account reaches beyond the database. */
export interface AccountDeletionReach {
  mediaStore: MediaStore;
  /** The identity user goes too, so the email can sign up again. */
  deleteIdentityUser: IdentityUserDeleter;
}

/**
 * Deletes one account whose 30 days are over: its media files first (so no file outlives its row), its identity
 * user (a failure of either keeps the account due, retried later), then the creator's row, which takes every
 * table it owns with it. The closure row is held (`FOR UPDATE SKIP LOCKED`) for
 * the whole deletion, so two API processes never delete the same account, and a crash rolls back to a closure
 * still due. Answers the deleted creator's id, null when none was due.
 */
export async function deleteNextClosedAccount(
  db: Kysely<Database>,
  reach: AccountDeletionReach,
  now: Date,
): Promise<string | null> {
  let failed: { creatorId: string; error: unknown } | null = null;
  const deleted = await db.transaction().execute(async (trx) => {
    const due = await claimDueClosure(trx, now);
    if (!due) return null;
    try {
      await reach.mediaStore.remove(await creatorMediaKeys(trx, due.creator_id));
      await reach.deleteIdentityUser(due.username);
    } catch (error) {
      failed = { creatorId: due.creator_id, error };
      return null;
    }
    await deleteCreator(trx, due.creator_id);
    return due.creator_id;
  });
  if (failed) {
    const { creatorId, error } = failed as { creatorId: string; error: unknown };
    await recordClosureFailure(db, creatorId, {
      retryAt: new Date(now.getTime() + DELETION_RETRY_MS),
      message: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
  return deleted;
}
