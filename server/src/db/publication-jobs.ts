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
