import type { Interval } from '@mym/sdk/rules/slots';
import { type Kysely, sql } from 'kysely';
import { closePendingPayments } from './payments';
import type { Database } from './schema';

/*
 * A booking being placed and paid: the times it must not overlap, the caps counted under the creator's lock, its
 * row and the payment it waits for, and the holds that lapse when that payment never comes. The rest of the
 * bookings' SQL (what the creator and the fan read, cancelling) is in bookings.ts.
 */

/**
 * The creator's bookings overlapping a range: busy times for the slot engine. A booking awaiting its payment
 * holds its slot until its hold ends.
 */
export async function bookedIntervals(
  db: Kysely<Database>,
  creatorId: string,
  range: { from: string; to: string },
  now: Date,
): Promise<Interval[]> {
  const rows = await db
    .selectFrom('bookings')
    .select(['starts_at', 'ends_at'])
    .where('creator_id', '=', creatorId)
    .where((eb) => eb.or([eb('state', '=', 'confirmed'), eb('hold_until', '>', now)]))
    .where('starts_at', '<', new Date(range.to))
    .where('ends_at', '>', new Date(range.from))
    .execute();
  return rows.map((row) => ({ start: row.starts_at.toISOString(), end: row.ends_at.toISOString() }));
}

/** A booking's row as the booking step stores it (a paid one waits for its payment until `holdUntil`). */
export interface NewBookingRow {
  creatorId: string;
  consultationId: string;
  start: string;
  end: string;
  name: string;
  email: string;
  attendeeTimeZone: string;
  timeZone: string;
  holdUntil?: Date;
}

/**
 * What the caps of a booking count, in the caller's transaction: the bookings still to come (after `now`) of one
 * email address, every creator together, and the bookings one creator received since `since`.
 */
export async function countBookingsForCaps(
  trx: Kysely<Database>,
  count: { email: string; creatorId: string; now: Date; since: Date },
): Promise<{ pendingForEmail: number; creatorSince: number }> {
  const { pending, recent } = await trx
    .selectNoFrom((eb) => [
      eb
        .selectFrom('bookings')
        .select(eb.fn.countAll<string>().as('n'))
        .where(sql<string>`lower(attendee_email)`, '=', count.email.toLowerCase())
        .where('starts_at', '>', count.now)
        .as('pending'),
      eb
        .selectFrom('bookings')
        .select(eb.fn.countAll<string>().as('n'))
        .where('creator_id', '=', count.creatorId)
        .where('created_at', '>', count.since)
        .as('recent'),
    ])
    .executeTakeFirstOrThrow();
  return { pendingForEmail: Number(pending), creatorSince: Number(recent) };
}

/**
 * Inserts a booking unless the creator already has one starting then (the unique key answers, not a prior read);
 * answers its id, undefined when the start was taken. `createdAt` is the API's clock, which the daily cap counts
 * by (the database's may differ from a test's).
 */
export async function insertBooking(
  trx: Kysely<Database>,
  booking: NewBookingRow,
  createdAt: Date,
): Promise<string | undefined> {
  const inserted = await trx
    .insertInto('bookings')
    .values({
      creator_id: booking.creatorId,
      consultation_id: booking.consultationId,
      starts_at: new Date(booking.start),
      ends_at: new Date(booking.end),
      attendee_name: booking.name,
      attendee_email: booking.email,
      attendee_time_zone: booking.attendeeTimeZone,
      time_zone: booking.timeZone,
      created_at: createdAt,
      ...(booking.holdUntil ? { state: 'awaiting_payment' as const, hold_until: booking.holdUntil } : {}),
    })
    .onConflict((oc) => oc.columns(['creator_id', 'starts_at']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** The payment a paid booking waits for. */
export async function setBookingPayment(trx: Kysely<Database>, bookingId: string, paymentId: string) {
  await trx.updateTable('bookings').set({ payment_id: paymentId }).where('id', '=', bookingId).execute();
}

/**
 * Bookings whose payment never came before their hold ended give their slot back; their payments are closed, so
 * a confirmation arriving later is refused rather than selling a slot someone else may hold now.
 */
export async function releaseExpiredHolds(db: Kysely<Database>, creatorId: string, now: Date) {
  const expired = await db
    .deleteFrom('bookings')
    .where('creator_id', '=', creatorId)
    .where('state', '=', 'awaiting_payment')
    .where('hold_until', '<=', now)
    .returning('payment_id')
    .execute();
  const paymentIds = expired.flatMap((row) => (row.payment_id ? [row.payment_id] : []));
  if (paymentIds.length > 0) await closePendingPayments(db, paymentIds);
}

/** A paid booking whose payment the platform confirmed: confirmed now (in the payment's transaction). */
export function confirmPaidBooking(db: Kysely<Database>, bookingId: string) {
  return db
    .updateTable('bookings')
    .set({ state: 'confirmed', hold_until: null })
    .where('id', '=', bookingId)
    .where('state', '=', 'awaiting_payment')
    .returning(['id', 'creator_id'])
    .executeTakeFirst();
}
