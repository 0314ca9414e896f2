import { type Kysely, type Selectable, sql } from 'kysely';
import { runPrepared } from './prepared-statements';
import type { BookingsTable, Database } from './schema';
import { dayStart, type ZoneDays } from './zone-days';

/** A booking as stored, with its consultation's title (`presenters/booking.ts` makes it the API's record). */
export type BookingRow = Selectable<BookingsTable> & { consultation_title: string };

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
): Promise<BookingRow[]> {
  return bookingsWithTitles(db)
    .where('bookings.creator_id', '=', creatorId)
    .where('bookings.state', '=', 'confirmed')
    .where('bookings.starts_at', '>=', dayStart(day.date, day.timeZone))
    .where('bookings.starts_at', '<', dayStart(day.date, day.timeZone, 1))
    .orderBy('bookings.starts_at')
    .execute();
}

/** The creator's bookings still to come, soonest first, at most `limit` (the bookings screen's list). */
export async function listUpcomingBookings(
  db: Kysely<Database>,
  creatorId: string,
  page: { now: Date; limit: number },
): Promise<BookingRow[]> {
  return (
    bookingsWithTitles(db)
      .where('bookings.creator_id', '=', creatorId)
      .where('bookings.state', '=', 'confirmed')
      // The index runs on starts_at: no consultation lasts a day, so nothing still going began before that.
      .where('bookings.starts_at', '>', new Date(page.now.getTime() - 86_400_000))
      .where('bookings.ends_at', '>', page.now)
      .orderBy('bookings.starts_at')
      .orderBy('bookings.id')
      .limit(page.limit)
      .execute()
  );
}

export function findBooking(
  db: Kysely<Database>,
  creatorId: string,
  id: string,
): Promise<BookingRow | undefined> {
  return bookingsWithTitles(db)
    .where('bookings.creator_id', '=', creatorId)
    .where('bookings.id', '=', id)
    .executeTakeFirst();
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

/** A booking the fan made and paid for (its payment is the fan's), with its state and its payment. */
export function findFanBooking(
  db: Kysely<Database>,
  fanAccountId: string,
  id: string,
): Promise<(BookingRow & { paid_with: string }) | undefined> {
  return bookingsWithTitles(db)
    .innerJoin('payments', 'payments.id', 'bookings.payment_id')
    .innerJoin('fans', 'fans.id', 'payments.fan_id')
    .select('payments.id as paid_with')
    .where('bookings.id', '=', id)
    .where('fans.account_id', '=', fanAccountId)
    .executeTakeFirst();
}

/** Cancels a booking; answers its row (what the calendar and the fan need to hear about it). */
export async function deleteBooking(db: Kysely<Database>, creatorId: string, id: string) {
  const found = await findBooking(db, creatorId, id);
  if (!found) return undefined;
  await db.deleteFrom('bookings').where('id', '=', id).where('creator_id', '=', creatorId).execute();
  return found;
}

/**
 * Cancels a consultation's bookings still to come (its past ones stay: they are the creator's history), in the
 * caller's transaction; answers their rows (with their calendar events), for the steps after the commit.
 */
export async function cancelUpcomingBookings(
  db: Kysely<Database>,
  consultationId: string,
  now: Date,
): Promise<BookingRow[]> {
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
  return rows;
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
