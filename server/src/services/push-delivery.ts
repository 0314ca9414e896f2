import type { Kysely } from 'kysely';
import {
  claimSendingPush,
  finishSending,
  listDueSendingPushes,
  recordDeliveryAttempt,
  writeDeliveries,
} from '../db/push-sending';
import type { Database } from '../db/schema';
import { inSavepoint, inTransaction } from '../db/transactions';
import { DELIVERY_FAILED_REASON, JOB_MAX_ATTEMPTS, retryDelayMs } from '../jobs/retry-policy';
import { notifyPushOutcome } from './push-notifications';

/** Said on a push that reached nobody: its audiences had no fan when it went out. */
export const NO_RECIPIENT_REASON = 'No fan was in the chosen audiences when the push went out';

/** Pushes delivered per pass of the poller; the rest wait for the next pass. */
export const DELIVERY_BATCH_SIZE = 20;

/**
 * Delivers one push that is `sending`: one delivery row per fan in its audiences, then sending -> sent (or
 * failed, with the reason, when nobody was in them). Safe to run twice and from two processes: the row is
 * claimed with `FOR UPDATE SKIP LOCKED`, a delivery's key (push, fan) refuses a second one, and the last step is
 * a compare-and-set on `sending`. A crash before the commit leaves it `sending`, resumed by the next pass; a
 * crash after leaves it sent. A failure is rolled back to a savepoint, the claim kept, and counted: the push
 * waits for its next attempt (backoff), or after the last one is `failed` with the reason; it never throws at
 * the caller, so one push's failure neither answers a 500 nor stops the pushes behind it. The creator hears of
 * the outcome in the delivery's own transaction, whichever caller delivers. Answers whether this call finished it.
 */
export async function deliverPush(
  db: Kysely<Database>,
  pushId: string,
  now: Date,
  onError?: (error: unknown) => void,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const push = await claimSendingPush(trx, pushId);
    if (!push) return false;
    try {
      await inSavepoint(trx, 'delivery', async () => {
        const reached = (await writeDeliveries(trx, push)) > 0;
        const failureReason = reached ? null : NO_RECIPIENT_REASON;
        await finishSending(trx, push.id, { failureReason, at: now });
        await notifyPushOutcome(
          trx,
          push,
          failureReason === null ? { sent: true } : { sent: false, reason: failureReason },
          now,
        );
      });
      return true;
    } catch (error) {
      onError?.(error);
      const attempts = push.delivery_attempts + 1;
      const dead = attempts >= JOB_MAX_ATTEMPTS;
      await recordDeliveryAttempt(
        trx,
        push.id,
        dead
          ? { attempts, at: now, failureReason: DELIVERY_FAILED_REASON }
          : { attempts, at: now, retryAt: new Date(now.getTime() + retryDelayMs(attempts)) },
      );
      if (dead) await notifyPushOutcome(trx, push, { sent: false, reason: DELIVERY_FAILED_REASON }, now);
      return dead;
    }
  });
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
  let finished = 0;
  for (const id of await listDueSendingPushes(db, now, DELIVERY_BATCH_SIZE)) {
    if (await deliverPush(db, id, now, onError)) finished += 1;
  }
  return finished;
}
