import type { Kysely } from 'kysely';
import { startSending } from './push-sending';
import type { Database } from './schema';

export type PublicationKind = 'post' | 'push';

const TABLE_OF = { post: 'posts', push: 'pushes' } as const;

/**
 * Sets when a post or push goes out, inside the caller's transaction: a future date keeps (or moves) one
 * pending job; no date, or one already past, publishes now. A published item stays published.
 */
export async function planPublication(
  trx: Kysely<Database>,
  kind: PublicationKind,
  targetId: string,
  scheduledAt: Date | null,
  now: Date,
): Promise<void> {
  const table = TABLE_OF[kind];
  const target = await trx
    .selectFrom(table)
    .select('published_at')
    .where('id', '=', targetId)
    .executeTakeFirstOrThrow();
  if (target.published_at) return;
  if (scheduledAt && scheduledAt.getTime() > now.getTime()) {
    await trx
      .insertInto('publication_jobs')
      .values({ kind, target_id: targetId, run_at: scheduledAt })
      .onConflict((oc) =>
        oc.columns(['kind', 'target_id']).doUpdateSet({ run_at: scheduledAt, done_at: null }),
      )
      .execute();
    return;
  }
  await trx
    .deleteFrom('publication_jobs')
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .execute();
  await markPublished(trx, kind, targetId, now);
}

/** The moment a post or push goes out; a push then starts sending (scheduled -> sending). */
export async function markPublished(
  trx: Kysely<Database>,
  kind: PublicationKind,
  targetId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable(TABLE_OF[kind])
    .set({ published_at: now })
    .where('id', '=', targetId)
    .where('published_at', 'is', null)
    .execute();
  if (kind === 'push') await startSending(trx, targetId);
}

/** A deleted post or push must not be published later. */
export async function cancelPublication(
  trx: Kysely<Database>,
  kind: PublicationKind,
  targetId: string,
): Promise<void> {
  await trx
    .deleteFrom('publication_jobs')
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .execute();
}

/** The next due job, locked for this transaction; another process polling the same database skips it. */
export function claimDueJob(trx: Kysely<Database>, now: Date) {
  return trx
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
}

export async function markJobDone(trx: Kysely<Database>, jobId: string, now: Date): Promise<void> {
  await trx.updateTable('publication_jobs').set({ done_at: now }).where('id', '=', jobId).execute();
}

/** A failed attempt: the next one after `retryAt`, or none when the job is dead (`retryAt` null). */
export async function recordJobAttempt(
  trx: Kysely<Database>,
  jobId: string,
  attempt: { attempts: number; lastError: string; retryAt: Date | null; now: Date },
): Promise<void> {
  await trx
    .updateTable('publication_jobs')
    .set({
      attempts: attempt.attempts,
      last_error: attempt.lastError,
      ...(attempt.retryAt ? { run_at: attempt.retryAt } : { failed_at: attempt.now }),
    })
    .where('id', '=', jobId)
    .execute();
}

/** A scheduled push whose publication is dead fails with the reason; answers it unless it had moved on. */
export function failScheduledPush(trx: Kysely<Database>, pushId: string, reason: string) {
  return trx
    .updateTable('pushes')
    .set((eb) => ({ state: 'failed', failure_reason: reason, version: eb('version', '+', 1) }))
    .where('id', '=', pushId)
    .where('state', '=', 'scheduled')
    .returning(['id', 'creator_id', 'caption'])
    .executeTakeFirst();
}
