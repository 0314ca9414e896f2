import { deviceTimeZone } from '../intl-formats';
/**
 * The zone a schedule is read in and where a new one starts, apart from the calendar arithmetic of
 * `zoned-schedule.ts`: lists and the composer's first screen need only these, not `@internationalized/date`
 *.
 */

/** The next full hour: a schedule switched on starts there, a time the rules accept today (spec 5). */
export function nextFullHour(now: Date = new Date()): Date {
  const next = new Date(now);
  next.setUTCMinutes(60, 0, 0);
  return next;
}

/** The zone a creator's schedule is read in: theirs when the API knows it, else the browser's. */
export function scheduleTimeZone(creatorZone: string | null | undefined): string {
  return creatorZone || deviceTimeZone();
}
