import type { Booking } from '@mym/sdk/contract';
import type { Interval } from '@mym/sdk/rules/slots';
import { type Kysely, type Selectable, sql } from 'kysely';
import { closePendingPayments } from './payments';
import { runPrepared } from './prepared-statements';
import type { BookingsTable, Database } from './schema';
import { dayStart, type ZoneDays } from './zone-days';

type BookingRow = Selectable<BookingsTable> & { consultation_title: string };

function bookingRecord(row: BookingRow): Booking {
  return {
    id: row.id,
    consultationId: row.consultation_id,
    consultationTitle: row.consultation_title,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    attendeeName: row.attendee_name,
    attendeeEmail: row.attendee_email,
    attendeeTimeZone: row.attendee_time_zone,
    timeZone: row.time_zone,
  };
}

const bookingsWithTitles = (db: Kysely<Database>) =>
  db
    .selectFrom('bookings')
    .innerJoin('consultations', 'consultations.id', 'bookings.consultation_id')
    .selectAll('bookings')
    .select('consultations.title as consultation_title');

/** Days between two days (both included), in the creator's zone, on which the creator has bookings (spec 7). */
export async function listBookingDays(
  db: Kysely<Database>,
  creatorId: string,
  range: { startDate: string; endDate: string; timeZone: string },
) {
  // Every month the calendar shows asks it: kept prepared (`runPrepared`).
  const args = { creatorId, startDate: range.startDate, endDate: range.endDate, timeZone: range.timeZone };
  const rows = await runPrepared(db, 'bookings:days', args, (arg) => {
    const day = sql<string>`to_char(starts_at at time zone ${arg.timeZone}, 'YYYY-MM-DD')`;
    return db
      .selectFrom('bookings')
      .select(day.as('day'))
      .distinct()
      .where('creator_id', '=', arg.creatorId)
      .where('state', '=', 'confirmed')
      .where('starts_at', '>=', dayStart(arg.startDate, arg.timeZone))
      .where('starts_at', '<', dayStart(arg.endDate, arg.timeZone, 1))
      .orderBy('day');
  });
  return rows.map((row) => row.day);
}

/** The creator's bookings starting on one day of their zone, earliest first (spec 7 `GET /bookings/search`). */
export async function listBookingsOn(
  db: Kysely<Database>,
  creatorId: string,
  day: { date: string; timeZone: string },
): Promise<Booking[]> {
  const rows = await bookingsWithTitles(db)
    .where('bookings.creator_id', '=', creatorId)
    .where('bookings.state', '=', 'confirmed')
    .where('bookings.starts_at', '>=', dayStart(day.date, day.timeZone))
    .where('bookings.starts_at', '<', dayStart(day.date, day.timeZone, 1))
    .orderBy('bookings.starts_at')
    .execute();
  return rows.map(bookingRecord);
}

/**
 * Where a booking's calendar event is: the connection that wrote it (null once that connection is gone: the
 * event stays in a calendar the API no longer holds) and the provider's id for it.
 */
export interface BookingEventRef {
  connectionId: string | null;
  eventId: string;
}

const calendarEventOf = (row: BookingRow): BookingEventRef | null =>
  row.calendar_event_id ? { connectionId: row.calendar_connection_id, eventId: row.calendar_event_id } : null;

/** The creator's bookings still to come, soonest first, at most `limit` (the bookings screen's list). */
export async function listUpcomingBookings(
  db: Kysely<Database>,
  creatorId: string,
  page: { now: Date; limit: number },
): Promise<Booking[]> {
  const rows = await bookingsWithTitles(db)
    .where('bookings.creator_id', '=', creatorId)
    .where('bookings.state', '=', 'confirmed')
    // The index runs on starts_at: no consultation lasts a day, so nothing still going began before that.
    .where('bookings.starts_at', '>', new Date(page.now.getTime() - 86_400_000))
    .where('bookings.ends_at', '>', page.now)
    .orderBy('bookings.starts_at')
    .orderBy('bookings.id')
    .limit(page.limit)
    .execute();
  return rows.map(bookingRecord);
}

export async function findBooking(db: Kysely<Database>, creatorId: string, id: string) {
  const row = await bookingsWithTitles(db)
    .where('bookings.creator_id', '=', creatorId)
    .where('bookings.id', '=', id)
    .executeTakeFirst();
  return row
    ? { booking: bookingRecord(row), calendarEvent: calendarEventOf(row), paymentId: row.payment_id }
    : undefined;
}

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

export async function setBookingEvent(
  db: Kysely<Database>,
  id: string,
  event: { connectionId: string; eventId: string },
) {
  await db
    .updateTable('bookings')
    .set({ calendar_event_id: event.eventId, calendar_connection_id: event.connectionId })
    .where('id', '=', id)
    .execute();
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

/** A booking the fan made, as the fan sees it: its record, its state and its payment. */
export async function findFanBooking(db: Kysely<Database>, fanAccountId: string, id: string) {
  const row = await bookingsWithTitles(db)
    .innerJoin('payments', 'payments.id', 'bookings.payment_id')
    .innerJoin('fans', 'fans.id', 'payments.fan_id')
    .select(['bookings.state as booking_state', 'payments.id as paid_with'])
    .where('bookings.id', '=', id)
    .where('fans.account_id', '=', fanAccountId)
    .executeTakeFirst();
  return row
    ? { booking: bookingRecord(row), state: row.booking_state, paymentId: row.paid_with }
    : undefined;
}

/** Cancels a booking; answers what the calendar and the fan need to hear about it. */
export async function deleteBooking(db: Kysely<Database>, creatorId: string, id: string) {
  const found = await findBooking(db, creatorId, id);
  if (!found) return undefined;
  await db.deleteFrom('bookings').where('id', '=', id).where('creator_id', '=', creatorId).execute();
  return found;
}

/**
 * Cancels a consultation's bookings still to come (its past ones stay: they are the creator's history), in the
 * caller's transaction; answers them with their calendar events, for the steps after the commit.
 */
export async function cancelUpcomingBookings(db: Kysely<Database>, consultationId: string, now: Date) {
  const rows = await bookingsWithTitles(db)
    .where('bookings.consultation_id', '=', consultationId)
    .where('bookings.starts_at', '>', now)
    .execute();
  if (rows.length > 0) {
    await db
      .deleteFrom('bookings')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
  }
  return rows.map((row) => ({
    booking: bookingRecord(row),
    calendarEvent: calendarEventOf(row),
    paymentId: row.payment_id,
  }));
}

/** The creator's bookings starting within days of their zone, earliest first (the calendar's entries). */
export async function listBookingsBetween(db: Kysely<Database>, creatorId: string, days: ZoneDays) {
  return db
    .selectFrom('bookings')
    .innerJoin('consultations', 'consultations.id', 'bookings.consultation_id')
    .select(['bookings.id', 'bookings.starts_at', 'bookings.ends_at', 'consultations.title'])
    .where('bookings.creator_id', '=', creatorId)
    .where('bookings.starts_at', '>=', dayStart(days.from, days.timeZone))
    .where('bookings.starts_at', '<', dayStart(days.to, days.timeZone, 1))
    .orderBy('bookings.starts_at')
    .execute();
}

/** The creator's next booking still to start, with its consultation's title (the tools page's line). */
export async function findNextBooking(db: Kysely<Database>, creatorId: string, now: Date) {
  return db
    .selectFrom('bookings')
    .innerJoin('consultations', 'consultations.id', 'bookings.consultation_id')
    .select(['bookings.starts_at', 'consultations.title'])
    .where('bookings.creator_id', '=', creatorId)
    .where('bookings.starts_at', '>', now)
    .orderBy('bookings.starts_at')
    .limit(1)
    .executeTakeFirst();
}
