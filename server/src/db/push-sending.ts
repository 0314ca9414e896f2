import { type Kysely, sql } from 'kysely';
import { recipientsOf } from './push-audiences';
import type { Database } from './schema';
import { inTransaction } from './transactions';

/** Said on a push that reached nobody: its audiences had no fan when it went out. */
export const NO_RECIPIENT_REASON = 'No fan was in the chosen audiences when the push went out';

/** Pushes delivered per pass of the poller; the rest wait for the next pass. */
export const DELIVERY_BATCH_SIZE = 20;

/**
 * scheduled -> sending, as a compare-and-set inside the caller's transaction: only a push still scheduled moves,
 * so a second process (or a second run) finds nothing to do. Answers whether this call moved it.
 */
export async function startSending(trx: Kysely<Database>, pushId: string): Promise<boolean> {
  const moved = await trx
    .updateTable('pushes')
    .set((eb) => ({ state: 'sending', version: eb('version', '+', 1) }))
    .where('id', '=', pushId)
    .where('state', '=', 'scheduled')
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/**
 * Delivers one push that is `sending`: one delivery row per fan in its audiences, then sending -> sent (or
 * failed, with the reason, when nobody was in them). Safe to run twice and from two processes: the row is
 * claimed with `FOR UPDATE SKIP LOCKED`, a delivery's key (push, fan) refuses a second one, and the last step is
 * a compare-and-set on `sending`. A crash before the commit leaves it `sending`, resumed by the next pass; a
 * crash after leaves it sent. Answers whether this call finished it.
 */
export async function deliverPush(db: Kysely<Database>, pushId: string, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const push = await trx
      .selectFrom('pushes')
      .select(['id', 'creator_id', 'targets'])
      .where('id', '=', pushId)
      .where('state', '=', 'sending')
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!push) return false;
    await trx
      .insertInto('push_deliveries')
      .columns(['push_id', 'fan_id'])
      .expression((eb) =>
        eb
          .selectFrom('fans')
          .select([sql<string>`cast(${push.id} as uuid)`.as('push_id'), 'fans.id'])
          .where((inner) => recipientsOf(inner, push.creator_id, push.targets)),
      )
      .onConflict((oc) => oc.columns(['push_id', 'fan_id']).doNothing())
      .execute();
    const { n } = await trx
      .selectFrom('push_deliveries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('push_id', '=', push.id)
      .executeTakeFirstOrThrow();
    const reached = Number(n) > 0;
    await trx
      .updateTable('pushes')
      .set((eb) => ({
        state: reached ? 'sent' : 'failed',
        failure_reason: reached ? null : NO_RECIPIENT_REASON,
        sent_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', push.id)
      .where('state', '=', 'sending')
      .execute();
    return true;
  });
}

/** Delivers every push left `sending` (just started, or interrupted by a restart). Answers how many finished. */
export async function deliverSendingPushes(db: Kysely<Database>, now: Date): Promise<number> {
  const sending = await db
    .selectFrom('pushes')
    .select('id')
    .where('state', '=', 'sending')
    .orderBy('published_at')
    .limit(DELIVERY_BATCH_SIZE)
    .execute();
  let finished = 0;
  for (const { id } of sending) if (await deliverPush(db, id, now)) finished += 1;
  return finished;
}
