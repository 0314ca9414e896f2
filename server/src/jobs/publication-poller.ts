import { type Kysely, sql } from 'kysely';
import { markPublished, type PublicationKind } from '../db/publication-jobs';
import { deliverSendingPushes } from '../db/push-sending';
import type { Database } from '../db/schema';
import { sendLiveNotices } from '../services/lives';
import { notifyPushOutcome } from '../services/push-notifications';
import { failureMessage, JOB_MAX_ATTEMPTS, PUBLICATION_FAILED_REASON, retryDelayMs } from './retry-policy';

/** Jobs claimed per tick (each in its own short transaction); the rest wait for the next tick. */
export const PUBLICATION_BATCH_SIZE = 50;
/** How often the poller looks for due publications. */
export const PUBLICATION_POLL_INTERVAL_MS = 5000;

/**
 * Publishes every post and push whose time has come, once, each job on its own: a job is claimed with
 * `FOR UPDATE SKIP LOCKED` in a transaction of its own, so a second process polling the same PostgreSQL skips
 * it, and one that fails (rolled back to a savepoint, the claim kept) is given its next attempt, or is dead after
 * the last one, without touching the jobs behind it. A crash before a commit leaves that job pending for the next
 * tick. Answers how many were published; `onJobError` hears each failure.
 */
export async function runPublicationTick(
  db: Kysely<Database>,
  now: Date,
  onJobError?: (error: unknown) => void,
): Promise<number> {
  let published = 0;
  for (let claimed = 0; claimed < PUBLICATION_BATCH_SIZE; claimed += 1) {
    const outcome = await publishNextJob(db, now, onJobError);
    if (outcome === 'none') break;
    if (outcome === 'published') published += 1;
  }
  return published;
}

async function publishNextJob(
  db: Kysely<Database>,
  now: Date,
  onJobError?: (error: unknown) => void,
): Promise<'none' | 'published' | 'failed'> {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom('publication_jobs')
      .select(['id', 'kind', 'target_id', 'attempts'])
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('run_at', '<=', now)
      .orderBy('run_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!job) return 'none';
    await sql`savepoint publication`.execute(trx);
    try {
      await markPublished(trx, job.kind, job.target_id, now);
      await trx.updateTable('publication_jobs').set({ done_at: now }).where('id', '=', job.id).execute();
      await sql`release savepoint publication`.execute(trx);
      return 'published';
    } catch (error) {
      await sql`rollback to savepoint publication`.execute(trx);
      onJobError?.(error);
      await recordPublicationFailure(trx, job, now, error);
      return 'failed';
    }
  });
}

/** The job's next attempt after its backoff, or, after the last one, a dead job and a failed push. */
async function recordPublicationFailure(
  trx: Kysely<Database>,
  job: { id: string; kind: PublicationKind; target_id: string; attempts: number },
  now: Date,
  error: unknown,
): Promise<void> {
  const attempts = job.attempts + 1;
  const dead = attempts >= JOB_MAX_ATTEMPTS;
  await trx
    .updateTable('publication_jobs')
    .set({
      attempts,
      last_error: failureMessage(error),
      ...(dead ? { failed_at: now } : { run_at: new Date(now.getTime() + retryDelayMs(attempts)) }),
    })
    .where('id', '=', job.id)
    .execute();
  if (dead && job.kind === 'push') {
    const failed = await trx
      .updateTable('pushes')
      .set((eb) => ({
        state: 'failed',
        failure_reason: PUBLICATION_FAILED_REASON,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', job.target_id)
      .where('state', '=', 'scheduled')
      .returning(['id', 'creator_id', 'caption'])
      .executeTakeFirst();
    if (failed) await notifyPushOutcome(trx, failed, { sent: false, reason: PUBLICATION_FAILED_REASON }, now);
  }
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
    running = runPublicationTick(options.db, now, options.onError)
      .then(() => deliverSendingPushes(options.db, now, options.onError))
      // Lives' audiences are told of them, and reminded before they start, on the same beat.
      .then(() => sendLiveNotices(options.db, now, options.onError))
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
