import { sql } from 'kysely';

/**
 * The first instant of a day of a zone, as SQL (`2027-03-28` in Europe/Paris is 23:00 UTC the day before): the
 * creator's days, not UTC's. The database applies the zone's rules, so a day of 23 or 25 hours is whole.
 */
export const dayStart = (date: string, timeZone: string, plusDays = 0) =>
  sql<Date>`((${date}::date + ${plusDays}::int)::timestamp at time zone ${timeZone})`;

/** The days `from` to `to` (both included) of a zone, as the instants that bound them. */
export interface ZoneDays {
  from: string;
  to: string;
  timeZone: string;
}
