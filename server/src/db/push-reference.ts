import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** Preset push prices in minor units, lowest first (spec 3 "Push prices"). */
export async function listPriceRanges(db: Kysely<Database>) {
  return db.selectFrom('push_price_ranges').select('value').orderBy('value').execute();
}

/** Discount durations in seconds, shortest first. */
export async function listDiscountDurations(db: Kysely<Database>) {
  return db.selectFrom('push_discount_durations').select('value').orderBy('value').execute();
}

const dayText = sql<string>`to_char(day, 'YYYY-MM-DD')`;

/**
 * Days from `today` on that have a publication: the platform's publication days and the days the creator's own
 * pushes and posts go out or bookings start, in the creator's time zone. Days are read as text because `pg` turns a `date` into a
 * local-midnight Date.
 */
export async function listPublicationDays(
  db: Kysely<Database>,
  creator: { id: string; timeZone: string },
  today: string,
) {
  const rows = await db
    .selectFrom('push_publication_days')
    .select(dayText.as('day'))
    .where('day', '>=', sql<Date>`${today}::date`)
    .union(
      db
        .selectFrom('pushes')
        .select(sql<string>`to_char(scheduled_at at time zone ${creator.timeZone}, 'YYYY-MM-DD')`.as('day'))
        .where('creator_id', '=', creator.id)
        .where(sql<boolean>`(scheduled_at at time zone ${creator.timeZone})::date >= ${today}::date`),
    )
    // The creator's other scheduled things hold a day too: the pickers mark every day that already has one.
    .union(
      db
        .selectFrom('posts')
        .select(sql<string>`to_char(scheduled_at at time zone ${creator.timeZone}, 'YYYY-MM-DD')`.as('day'))
        .where('creator_id', '=', creator.id)
        .where(sql<boolean>`(scheduled_at at time zone ${creator.timeZone})::date >= ${today}::date`),
    )
    .union(
      db
        .selectFrom('bookings')
        .select(sql<string>`to_char(starts_at at time zone ${creator.timeZone}, 'YYYY-MM-DD')`.as('day'))
        .where('creator_id', '=', creator.id)
        .where(sql<boolean>`(starts_at at time zone ${creator.timeZone})::date >= ${today}::date`),
    )
    .execute();
  return rows.map((row) => row.day).sort();
}

/** Days from `today` on that the date picker disables (spec 2 "Calendar date picker"). */
export async function listRestrictedDays(db: Kysely<Database>, today: string) {
  const rows = await db
    .selectFrom('push_restricted_days')
    .select(dayText.as('day'))
    .where('day', '>=', sql<Date>`${today}::date`)
    .orderBy('push_restricted_days.day')
    .execute();
  return rows.map((row) => row.day);
}

/** Restricted days from `from` to `to` (both included): the calendar shows them as the date pickers do. */
export async function listRestrictedDaysBetween(db: Kysely<Database>, range: { from: string; to: string }) {
  const rows = await db
    .selectFrom('push_restricted_days')
    .select(dayText.as('day'))
    .where('day', '>=', sql<Date>`${range.from}::date`)
    .where('day', '<=', sql<Date>`${range.to}::date`)
    .orderBy('push_restricted_days.day')
    .execute();
  return rows.map((row) => row.day);
}
