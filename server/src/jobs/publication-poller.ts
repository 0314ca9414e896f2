import type { Kysely } from 'kysely';
import {
  claimDueJob,
  failScheduledPush,
  markJobDone,
  markPublished,
  type PublicationKind,
  recordJobAttempt,
} from '../db/publication-jobs';
import type { Database } from '../db/schema';
import { inSavepoint } from '../db/transactions';
import { sendLiveNotices } from '../services/lives';
import { deliverSendingPushes } from '../services/push-delivery';
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
    const job = await claimDueJob(trx, now);
    if (!job) return 'none';
    try {
      await inSavepoint(trx, 'publication', async () => {
        await markPublished(trx, job.kind, job.target_id, now);
        await markJobDone(trx, job.id, now);
      });
      return 'published';
    } catch (error) {
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
  await recordJobAttempt(trx, job.id, {
    attempts,
    lastError: failureMessage(error),
    retryAt: dead ? null : new Date(now.getTime() + retryDelayMs(attempts)),
    now,
  });
  if (dead && job.kind === 'push') {
    const failed = await failScheduledPush(trx, job.target_id, PUBLICATION_FAILED_REASON);
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
