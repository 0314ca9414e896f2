import type { Kysely } from 'kysely';
import { markPublished } from '../db/publication-jobs';
import { deliverSendingPushes } from '../db/push-sending';
import type { Database } from '../db/schema';

/** Jobs claimed per tick; the rest wait for the next tick, so one tick never holds locks for long. */
export const PUBLICATION_BATCH_SIZE = 50;
/** How often the poller looks for due publications. */
export const PUBLICATION_POLL_INTERVAL_MS = 5000;

/**
 * Publishes every post and push whose time has come, once. Due jobs are claimed with `FOR UPDATE SKIP LOCKED`
 * inside one transaction that also publishes them and marks them done: a second process polling the same
 * PostgreSQL skips the rows this one holds, and after the commit they are no longer due. A crash before the
 * commit leaves them pending for the next tick. Answers how many were published.
 */
export async function runPublicationTick(db: Kysely<Database>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('publication_jobs')
      .select(['id', 'kind', 'target_id'])
      .where('done_at', 'is', null)
      .where('run_at', '<=', now)
      .orderBy('run_at')
      .limit(PUBLICATION_BATCH_SIZE)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const job of due) {
      await markPublished(trx, job.kind, job.target_id, now);
      await trx.updateTable('publication_jobs').set({ done_at: now }).where('id', '=', job.id).execute();
    }
    return due.length;
  });
}

export interface PublicationPoller {
  /** Waits for a running tick, then stops polling. */
  stop(): Promise<void>;
}

/**
 * Runs a tick now and then every `intervalMs`, never two at once in this process. Started by `main.ts`, not by
 * `buildApp`, so tests drive `runPublicationTick` themselves with their own clock.
 */
export function startPublicationPoller(options: {
  db: Kysely<Database>;
  clock?: () => Date;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): PublicationPoller {
  const clock = options.clock ?? (() => new Date());
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    // A tick still running (a slow database) is not joined by another, nor queued behind it: the next
    // interval looks again. After stop() nothing starts.
    if (stopped || running) return;
    // Publishing starts pushes sending; delivering them (and any left sending by a restart) follows.
    const now = clock();
    running = runPublicationTick(options.db, now)
      .then(() => deliverSendingPushes(options.db, now))
      .then(() => undefined)
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? PUBLICATION_POLL_INTERVAL_MS);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
