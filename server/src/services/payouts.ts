import type { PayoutEvent, PayoutStatus } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { payoutsHeldUntil } from '../db/payout-methods';
import {
  claimDueSchedule,
  insertPayout,
  lockPayout,
  payableLines,
  recordPayoutEvent,
  reschedule,
  setPayoutStatus,
} from '../db/payouts';
import type { Database, PayoutRow } from '../db/schema';
import { inSavepoint, inTransaction } from '../db/transactions';
import { notFound } from '../http/route-catalog';
import { failureMessage, retryDelayMs } from '../jobs/retry-policy';
import { recordNotification } from './notifications';

/** Days between two payouts of a creator: weekly, on the day and hour the schedule started. */
export const PAYOUT_INTERVAL_DAYS = 7;
/** Creators paid per tick (each in its own transaction); the rest wait for the next tick. */
export const PAYOUT_BATCH_SIZE = 20;

/**
 * Pays what is available to every creator whose payout is due: for each currency whose free lines (available,
 * in no payout that has not failed) sum above zero, one payout `pending` naming those lines. A creator's
 * schedule row is claimed FOR UPDATE SKIP LOCKED, so two processes never pay the same creator twice; a failure
 * rolls back that creator's payouts and retries later, without holding back the others.
 */
export async function runPayoutTick(
  db: Kysely<Database>,
  now: Date,
  onError?: (error: unknown) => void,
): Promise<PayoutRow[]> {
  const created: PayoutRow[] = [];
  for (let claimed = 0; claimed < PAYOUT_BATCH_SIZE; claimed += 1) {
    const outcome = await db.transaction().execute(async (trx) => {
      const schedule = await claimDueSchedule(trx, now);
      if (!schedule) return undefined;
      try {
        const payouts = await inSavepoint(trx, 'payout', () => payCreator(trx, schedule.creator_id, now));
        await reschedule(trx, schedule.creator_id, {
          next_run_at: nextRun(schedule.next_run_at, now),
          attempts: 0,
          last_error: null,
        });
        return payouts;
      } catch (error) {
        onError?.(error);
        const attempts = schedule.attempts + 1;
        await reschedule(trx, schedule.creator_id, {
          next_run_at: new Date(now.getTime() + retryDelayMs(attempts)),
          attempts,
          last_error: failureMessage(error),
        });
        return [];
      }
    });
    if (!outcome) break;
    created.push(...outcome);
  }
  return created;
}

async function payCreator(db: Kysely<Database>, creatorId: string, now: Date): Promise<PayoutRow[]> {
  // A payout method changed within the cool-down holds every payout: the money waits for the next run after it.
  if (await payoutsHeldUntil(db, creatorId, now)) return [];
  const lines = await payableLines(db, creatorId, now);
  const byCurrency = new Map<string, { amount: number; ids: string[] }>();
  for (const line of lines) {
    const group = byCurrency.get(line.currency) ?? { amount: 0, ids: [] };
    group.amount += line.net;
    group.ids.push(line.id);
    byCurrency.set(line.currency, group);
  }
  const payouts: PayoutRow[] = [];
  for (const [currency, group] of byCurrency) {
    // Nothing to pay, or more taken back than earned: the lines wait for the next payout.
    if (group.amount <= 0) continue;
    payouts.push(
      await insertPayout(db, { creatorId, currency, amount: group.amount, entryIds: group.ids, now }),
    );
  }
  return payouts;
}

/** The schedule's next run after `now`, on the same weekday and hour. */
function nextRun(scheduled: Date, now: Date): Date {
  const step = PAYOUT_INTERVAL_DAYS * 86_400_000;
  const missed = Math.floor((now.getTime() - scheduled.getTime()) / step) + 1;
  return new Date(scheduled.getTime() + Math.max(1, missed) * step);
}

/** Which status may follow which: a payout moves forward only; paid and failed are final. */
const NEXT_STATUSES: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ['processing', 'paid', 'failed'],
  processing: ['paid', 'failed'],
  paid: [],
  failed: [],
};

const EVENT_STATUS = {
  'payout.processing': 'processing',
  'payout.paid': 'paid',
  'payout.failed': 'failed',
} as const satisfies Record<PayoutEvent['type'], PayoutStatus>;

/** Said when the platform gives no reason for a failed payout. */
export const PAYOUT_FAILED_DEFAULT_REASON = 'The payout was refused by the bank';

/**
 * Applies one platform event to its payout, once: the same event id again changes nothing, and an event that
 * would move a payout backwards (processing after paid, arriving late) is recorded and ignored.
 */
export function applyPayoutEvent(db: Kysely<Database>, event: PayoutEvent, now: Date) {
  return inTransaction(db, async (trx) => {
    const payout = await lockPayout(trx, event.payoutId);
    if (!payout) throw notFound();
    const fresh = await recordPayoutEvent(trx, {
      eventId: event.id,
      payoutId: payout.id,
      type: event.type,
      now,
    });
    const status = EVENT_STATUS[event.type];
    if (!fresh || !NEXT_STATUSES[payout.status].includes(status)) {
      return { payout, duplicate: !fresh };
    }
    const updated = await setPayoutStatus(trx, payout.id, {
      status,
      failure_reason: status === 'failed' ? (event.reason ?? PAYOUT_FAILED_DEFAULT_REASON) : null,
      paid_at: status === 'paid' ? new Date(event.occurredAt) : null,
      updated_at: now,
    });
    if (status === 'failed') {
      // A payment alert the creator cannot turn off: the money is back in the available balance.
      await recordNotification(trx, {
        creatorId: payout.creator_id,
        kind: 'payout_failed',
        data: {
          amount: { value: Number(payout.amount), currency: payout.currency },
          reason: updated.failure_reason ?? PAYOUT_FAILED_DEFAULT_REASON,
        },
        at: now,
      });
    }
    return { payout: updated, duplicate: false };
  });
}
