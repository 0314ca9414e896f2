import type { LiveNoticeKind } from '@mym/sdk/contract';
import { type Kysely, sql } from 'kysely';
import { recipientsOf } from './push-audiences';
import type { Database, LiveRow } from './schema';
import { inSavepoint, inTransaction } from './transactions';

type Db = Kysely<Database>;

/** Writes one notice per fan, each (live, fan, kind) once whoever writes it and however often. */
export async function writeNotices(trx: Db, liveId: string, kind: LiveNoticeKind, fanIds: readonly string[]) {
  if (fanIds.length === 0) return;
  await trx
    .insertInto('live_notices')
    .values(fanIds.map((fan_id) => ({ live_id: liveId, fan_id, kind })))
    .onConflict((oc) => oc.columns(['live_id', 'fan_id', 'kind']).doNothing())
    .execute();
}

/** Writes the notice of `kind` to every fan of the live's audiences (each fan once), inside the caller's transaction. */
async function noticeAudience(trx: Db, live: LiveRow, kind: LiveNoticeKind): Promise<void> {
  await trx
    .insertInto('live_notices')
    .columns(['live_id', 'fan_id', 'kind'])
    .expression((eb) =>
      eb
        .selectFrom('fans')
        .select([
          sql<string>`cast(${live.id} as uuid)`.as('live_id'),
          'fans.id',
          sql<string>`${kind}`.as('kind'),
        ])
        .where((inner) => recipientsOf(inner, live.creator_id, live.targets)),
    )
    .onConflict((oc) => oc.columns(['live_id', 'fan_id', 'kind']).doNothing())
    .execute();
}

/** Lives whose audience is not told yet (`scheduled` notices), or due for their reminder, claimed by one process. */
function claimDueNotices(trx: Db, step: 'announce' | 'remind', now: Date, reminderLeadMinutes: number) {
  let query = trx
    .selectFrom('lives')
    .selectAll()
    .where('state', '=', 'scheduled')
    .where('starts_at', '>', now);
  query =
    step === 'announce'
      ? query.where('announced_at', 'is', null)
      : query
          .where('reminded_at', 'is', null)
          .where('starts_at', '<=', new Date(now.getTime() + reminderLeadMinutes * 60_000));
  return query.orderBy('starts_at').limit(20).forUpdate().skipLocked().execute();
}

async function markNoticed(trx: Db, id: string, step: 'announce' | 'remind', now: Date) {
  await trx
    .updateTable('lives')
    .set(step === 'announce' ? { announced_at: now } : { reminded_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Tells the audience of every live newly scheduled, and reminds it of every live starting within `leadMinutes`,
 * each batch claimed with `FOR UPDATE SKIP LOCKED` in a transaction of its own: a notice's key (live, fan, kind)
 * makes a second one impossible, so two processes or two runs tell each fan once. A failure is rolled back to a
 * savepoint for that live alone and retried on the next pass. Answers how many lives were done.
 */
export async function sendDueLiveNotices(
  db: Db,
  now: Date,
  leadMinutes: number,
  onError?: (error: unknown) => void,
): Promise<number> {
  let done = 0;
  for (const step of ['announce', 'remind'] as const) {
    done += await inTransaction(db, async (trx) => {
      const lives = await claimDueNotices(trx, step, now, leadMinutes);
      let finished = 0;
      for (const live of lives) {
        try {
          await inSavepoint(trx, 'live_notice', async () => {
            await noticeAudience(trx, live, step === 'announce' ? 'scheduled' : 'reminder');
            await markNoticed(trx, live.id, step, now);
          });
          finished += 1;
        } catch (error) {
          onError?.(error);
        }
      }
      return finished;
    });
  }
  return done;
}
