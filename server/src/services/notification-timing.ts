import { Temporal } from 'temporal-polyfill';

/** When the daily digest leaves, on the creator's clock (minutes after midnight): 08:00. */
export const DIGEST_MINUTE = 8 * 60;

export interface MailTiming {
  timeZone: string;
  /** Local minutes of the day; mails falling in [start, end) wait for `end` (a window may span midnight). */
  quiet: { start: number; end: number } | null;
  digest: boolean;
}

const zoned = (at: Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);

const minuteOfDay = (time: Temporal.ZonedDateTime) => time.hour * 60 + time.minute;

/** The first instant at or after `from` whose local time is `minute` (a skipped local time moves forward). */
function nextLocalMinute(from: Temporal.ZonedDateTime, minute: number): Temporal.ZonedDateTime {
  const sameDay = from.with(
    {
      hour: Math.floor(minute / 60),
      minute: minute % 60,
      second: 0,
      millisecond: 0,
      microsecond: 0,
      nanosecond: 0,
    },
    { disambiguation: 'later' },
  );
  return Temporal.ZonedDateTime.compare(sameDay, from) >= 0 ? sameDay : sameDay.add({ days: 1 });
}

function inQuietHours(minute: number, quiet: { start: number; end: number }): boolean {
  if (quiet.start === quiet.end) return false;
  return quiet.start < quiet.end
    ? minute >= quiet.start && minute < quiet.end
    : minute >= quiet.start || minute < quiet.end;
}

/**
 * When the mail of a notification made at `at` leaves: at once, or at the next digest, and never inside the
 * creator's quiet hours (it waits for their end), all on the creator's clock.
 */
export function mailDueAt(at: Date, timing: MailTiming): Date {
  let due = zoned(at, timing.timeZone);
  if (timing.digest) due = nextLocalMinute(due, DIGEST_MINUTE);
  if (timing.quiet && inQuietHours(minuteOfDay(due), timing.quiet)) {
    due = nextLocalMinute(due, timing.quiet.end);
  }
  return new Date(due.epochMilliseconds);
}

/** `HH:MM` to minutes of the day, and back. */
export const clockToMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
export const minutesToClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The creator's day of `at` (`YYYY-MM-DD`), for group keys such as "3 new subscribers today". */
export const localDay = (at: Date, timeZone: string) => zoned(at, timeZone).toPlainDate().toString();

/** The hour `at` falls in, as a group key part ("12 fans bought Sunset in the last hour"). */
export const hourOf = (at: Date) => at.toISOString().slice(0, 13);
