import type { PayoutStatus } from '@mym/sdk/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, PayoutRow } from './schema';

export interface PayoutCursor {
  at: Date;
  id: string;
}

/** The creator's payouts, newest first, after `cursor`. */
export function listPayouts(
  db: Kysely<Database>,
  creatorId: string,
  limit: number,
  status: PayoutStatus | undefined,
  cursor: PayoutCursor | undefined,
) {
  return db
    .selectFrom('payouts')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .$if(status !== undefined, (q) => q.where('status', '=', status as PayoutStatus))
    .$if(cursor !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('created_at', '<', (cursor as PayoutCursor).at),
          eb.and([
            eb('created_at', '=', (cursor as PayoutCursor).at),
            eb('id', '<', (cursor as PayoutCursor).id),
          ]),
        ]),
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findPayout(db: Kysely<Database>, creatorId: string, payoutId: string) {
  return db
    .selectFrom('payouts')
    .selectAll()
    .where('id', '=', payoutId)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
}

/** What the creator's payouts not failed took, per currency: the part of the available net already paid or on its way. */
export async function committedPayouts(
  db: Kysely<Database>,
  creatorId: string,
  currency: string,
): Promise<string> {
  const row = await db
    .selectFrom('payouts')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('amount'))
    .where('creator_id', '=', creatorId)
    .where('currency', '=', currency)
    .where('status', '<>', 'failed')
    .executeTakeFirst();
  return row?.amount ?? '0';
}

/**
 * Lines free to pay: available by `now` and in no payout that has not failed. Summed per currency, with the ids
 * the payout will name.
 */
export function payableLines(db: Kysely<Database>, creatorId: string, now: Date) {
  return db
    .selectFrom('ledger_entries as e')
    .select(['e.id', 'e.currency', 'e.net'])
    .where('e.creator_id', '=', creatorId)
    .where('e.available_at', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payout_lines as pl')
            .innerJoin('payouts as p', 'p.id', 'pl.payout_id')
            .select(sql`1`.as('one'))
            .whereRef('pl.entry_id', '=', 'e.id')
            .where('p.status', '<>', 'failed'),
        ),
      ),
    )
    .execute();
}

export async function insertPayout(
  db: Kysely<Database>,
  payout: { creatorId: string; currency: string; amount: number; entryIds: string[]; now: Date },
): Promise<PayoutRow> {
  const row = await db
    .insertInto('payouts')
    .values({
      creator_id: payout.creatorId,
      currency: payout.currency,
      amount: payout.amount,
      line_count: payout.entryIds.length,
      created_at: payout.now,
      updated_at: payout.now,
      failure_reason: null,
      paid_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (let at = 0; at < payout.entryIds.length; at += 5000) {
    await db
      .insertInto('payout_lines')
      .values(
        payout.entryIds.slice(at, at + 5000).map((entryId) => ({ payout_id: row.id, entry_id: entryId })),
      )
      .execute();
  }
  return row;
}

/** Claims the next creator whose payout is due, FOR UPDATE SKIP LOCKED: another process takes another one. */
export function claimDueSchedule(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('payout_schedules')
    .selectAll()
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export function findSchedule(db: Kysely<Database>, creatorId: string) {
  return db.selectFrom('payout_schedules').selectAll().where('creator_id', '=', creatorId).executeTakeFirst();
}

export function reschedule(
  db: Kysely<Database>,
  creatorId: string,
  change: { next_run_at: Date; attempts: number; last_error: string | null },
) {
  return db.updateTable('payout_schedules').set(change).where('creator_id', '=', creatorId).execute();
}

/** Records a platform event once; false when that event id was recorded before. */
export async function recordPayoutEvent(
  db: Kysely<Database>,
  event: { eventId: string; payoutId: string; type: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('payout_events')
    .values({ event_id: event.eventId, payout_id: event.payoutId, type: event.type, received_at: event.now })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function lockPayout(db: Kysely<Database>, payoutId: string) {
  return db.selectFrom('payouts').selectAll().where('id', '=', payoutId).forUpdate().executeTakeFirst();
}

export function setPayoutStatus(
  db: Kysely<Database>,
  payoutId: string,
  change: { status: PayoutStatus; failure_reason: string | null; paid_at: Date | null; updated_at: Date },
) {
  return db
    .updateTable('payouts')
    .set(change)
    .where('id', '=', payoutId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
