import { type Kysely, sql } from 'kysely';
import { DELIVERY_FAILED_REASON, JOB_MAX_ATTEMPTS, retryDelayMs } from '../jobs/retry-policy';
// The creator hears of the outcome in the delivery's own transaction, whichever caller delivers.
import { notifyPushOutcome } from '../services/push-notifications';
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
 * crash after leaves it sent. A failure is rolled back to a savepoint, the claim kept, and counted: the push
 * waits for its next attempt (backoff), or after the last one is `failed` with the reason; it never throws at
 * the caller, so one push's failure neither answers a 500 nor stops the pushes behind it. Answers whether this
 * call finished it.
 */
export async function deliverPush(
  db: Kysely<Database>,
  pushId: string,
  now: Date,
  onError?: (error: unknown) => void,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const push = await trx
      .selectFrom('pushes')
      .select(['id', 'creator_id', 'targets', 'delivery_attempts', 'caption'])
      .where('id', '=', pushId)
      .where('state', '=', 'sending')
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!push) return false;
    await sql`savepoint delivery`.execute(trx);
    try {
      await writeDeliveries(trx, push, now);
      await sql`release savepoint delivery`.execute(trx);
      return true;
    } catch (error) {
      await sql`rollback to savepoint delivery`.execute(trx);
      onError?.(error);
      const attempts = push.delivery_attempts + 1;
      const dead = attempts >= JOB_MAX_ATTEMPTS;
      await trx
        .updateTable('pushes')
        .set((eb) => ({
          delivery_attempts: attempts,
          ...(dead
            ? { state: 'failed' as const, failure_reason: DELIVERY_FAILED_REASON, sent_at: now }
            : { next_delivery_at: new Date(now.getTime() + retryDelayMs(attempts)) }),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', push.id)
        .execute();
      if (dead) await notifyPushOutcome(trx, push, { sent: false, reason: DELIVERY_FAILED_REASON }, now);
      return dead;
    }
  });
}

async function writeDeliveries(
  trx: Kysely<Database>,
  push: { id: string; creator_id: string; targets: string[]; caption: string },
  now: Date,
): Promise<void> {
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
  await notifyPushOutcome(
    trx,
    push,
    reached ? { sent: true } : { sent: false, reason: NO_RECIPIENT_REASON },
    now,
  );
}

/**
 * Delivers every push left `sending` (just started, or interrupted by a restart) whose next attempt is due, each
 * on its own. Answers how many finished (sent, or failed for good).
 */
export async function deliverSendingPushes(
  db: Kysely<Database>,
  now: Date,
  onError?: (error: unknown) => void,
): Promise<number> {
  const sending = await db
    .selectFrom('pushes')
    .select('id')
    .where('state', '=', 'sending')
    .where((eb) => eb.or([eb('next_delivery_at', 'is', null), eb('next_delivery_at', '<=', now)]))
    .orderBy('published_at')
    .limit(DELIVERY_BATCH_SIZE)
    .execute();
  let finished = 0;
  for (const { id } of sending) if (await deliverPush(db, id, now, onError)) finished += 1;
  return finished;
}
