import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type AccountDeletionReach, deleteNextClosedAccount } from '../services/account-closure';

/** Accounts deleted per tick at most; the rest wait for the next one. */
export const ACCOUNT_DELETION_BATCH_SIZE = 20;
/** Closed accounts are looked for this often: a deletion is due days ahead, minutes do not matter. */
export const ACCOUNT_DELETION_POLL_INTERVAL_MS = 60_000;

/** Deletes the accounts whose reopening time is over; a failure stops the tick and is retried later. */
export async function runAccountDeletionTick(
  db: Kysely<Database>,
  reach: AccountDeletionReach,
  now: Date,
): Promise<string[]> {
  const deleted: string[] = [];
  for (let round = 0; round < ACCOUNT_DELETION_BATCH_SIZE; round += 1) {
    const creatorId = await deleteNextClosedAccount(db, reach, now);
    if (!creatorId) break;
    deleted.push(creatorId);
  }
  return deleted;
}

/** Runs a tick now and every `intervalMs`, one at a time; started by `main.ts` beside the publication poller. */
export function startAccountDeletionPoller(options: {
  db: Kysely<Database>;
  reach: AccountDeletionReach;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runAccountDeletionTick(options.db, options.reach, new Date())
      .then(() => undefined)
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? ACCOUNT_DELETION_POLL_INTERVAL_MS);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
