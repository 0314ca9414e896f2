import { type Kysely, sql } from 'kysely';
import { recipientsOf } from './push-audiences';
import type { Database } from './schema';

/** The push a delivery works on: who sent it, to which audiences, and how often delivery failed already. */
export interface SendingPush {
  id: string;
  creator_id: string;
  targets: string[];
  delivery_attempts: number;
  caption: string;
}

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
 * Claims a push that is `sending` for the caller's transaction (`FOR UPDATE SKIP LOCKED`): a second process
 * delivering at the same time skips it rather than waiting. Undefined when it is not sending or already claimed.
 */
export function claimSendingPush(trx: Kysely<Database>, pushId: string): Promise<SendingPush | undefined> {
  return trx
    .selectFrom('pushes')
    .select(['id', 'creator_id', 'targets', 'delivery_attempts', 'caption'])
    .where('id', '=', pushId)
    .where('state', '=', 'sending')
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/**
 * One delivery row per fan in the push's audiences (a delivery's key, push and fan, refuses a second one, so a
 * rerun adds nothing); answers how many fans the push reached in all.
 */
export async function writeDeliveries(
  trx: Kysely<Database>,
  push: Pick<SendingPush, 'id' | 'creator_id' | 'targets'>,
): Promise<number> {
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
  return Number(n);
}

/** sending -> sent, or failed with the reason, as a compare-and-set on `sending`. */
export async function finishSending(
  trx: Kysely<Database>,
  pushId: string,
  outcome: { failureReason: string | null; at: Date },
): Promise<void> {
  await trx
    .updateTable('pushes')
    .set((eb) => ({
      state: outcome.failureReason === null ? 'sent' : 'failed',
      failure_reason: outcome.failureReason,
      sent_at: outcome.at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', pushId)
    .where('state', '=', 'sending')
    .execute();
}

/**
 * Counts a failed delivery attempt: the push waits until `retryAt`, or, when `failureReason` is given, the
 * attempts are spent and it is failed for good with that reason.
 */
export async function recordDeliveryAttempt(
  trx: Kysely<Database>,
  pushId: string,
  attempt: { attempts: number; at: Date } & ({ retryAt: Date } | { failureReason: string }),
): Promise<void> {
  await trx
    .updateTable('pushes')
    .set((eb) => ({
      delivery_attempts: attempt.attempts,
      ...('failureReason' in attempt
        ? { state: 'failed' as const, failure_reason: attempt.failureReason, sent_at: attempt.at }
        : { next_delivery_at: attempt.retryAt }),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', pushId)
    .execute();
}

/** The pushes left `sending` whose next attempt is due, earliest published first, at most `limit`. */
export async function listDueSendingPushes(
  db: Kysely<Database>,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('pushes')
    .select('id')
    .where('state', '=', 'sending')
    .where((eb) => eb.or([eb('next_delivery_at', 'is', null), eb('next_delivery_at', '<=', now)]))
    .orderBy('published_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
