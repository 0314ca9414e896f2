import type { IncomeBucket, IncomePeriod } from '@mym/sdk/contract';
import { INCOME_CUSTOM_MAX_DAYS } from '@mym/sdk/contract';
import { MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import { Temporal } from 'temporal-polyfill';
import { validationFailed } from '../http/validation';

/** Days `from`..`to` (inclusive) of the creator's calendar, and the instants they begin and end at. */
export interface DayRange {
  from: Temporal.PlainDate;
  to: Temporal.PlainDate;
  start: Date;
  /** Exclusive: the start of the day after `to`. */
  end: Date;
  timeZone: string;
}

export interface PeriodRanges {
  current: DayRange;
  /** The same number of days, just before. */
  previous: DayRange;
}

/** Where a creator's day begins: its first instant (midnight, or 01:00 where midnight does not exist). */
export function dayStart(day: Temporal.PlainDate, timeZone: string): Date {
  return new Date(day.toZonedDateTime({ timeZone }).epochMilliseconds);
}

/** The creator's day an instant falls on. */
export function dayOf(instant: Date, timeZone: string): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone).toPlainDate();
}

export function dayRange(from: Temporal.PlainDate, to: Temporal.PlainDate, timeZone: string): DayRange {
  return {
    from,
    to,
    start: dayStart(from, timeZone),
    end: dayStart(to.add({ days: 1 }), timeZone),
    timeZone,
  };
}

export interface PeriodChoice {
  period: IncomePeriod;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The days a period covers in the creator's zone, and the previous period of the same length: today; the last 7
 * or 30 days, today included; this month so far; the last 12 calendar months (this one included, so a monthly
 * chart starts on a month's first day); or custom days (both given, in order, at most INCOME_CUSTOM_MAX_DAYS).
 */
export function periodRanges(choice: PeriodChoice, timeZone: string, now: Date): PeriodRanges {
  const today = dayOf(now, timeZone);
  const [from, to] = periodDays(choice, today);
  const length = from.until(to, { largestUnit: 'days' }).days + 1;
  return {
    current: dayRange(from, to, timeZone),
    previous: dayRange(from.subtract({ days: length }), from.subtract({ days: 1 }), timeZone),
  };
}

function periodDays(
  choice: PeriodChoice,
  today: Temporal.PlainDate,
): [Temporal.PlainDate, Temporal.PlainDate] {
  switch (choice.period) {
    case 'today':
      return [today, today];
    case '7d':
      return [today.subtract({ days: 6 }), today];
    case '30d':
      return [today.subtract({ days: 29 }), today];
    case 'month':
      return [today.with({ day: 1 }), today];
    case '12m':
      return [today.with({ day: 1 }).subtract({ months: 11 }), today];
    case 'custom':
      return customDays(choice);
  }
}

function customDays(choice: PeriodChoice): [Temporal.PlainDate, Temporal.PlainDate] {
  const missing = {
    ...(choice.from ? {} : { from: [MANDATORY_FIELD_ERROR] }),
    ...(choice.to ? {} : { to: [MANDATORY_FIELD_ERROR] }),
  };
  if (!choice.from || !choice.to) throw validationFailed(missing);
  const from = Temporal.PlainDate.from(choice.from);
  const to = Temporal.PlainDate.from(choice.to);
  const days = from.until(to, { largestUnit: 'days' }).days + 1;
  // `calendar` is the date picker's error key (spec 5 "Calendar"): an end before the start, or too long a span.
  if (days < 1 || days > INCOME_CUSTOM_MAX_DAYS) throw validationFailed({ to: ['calendar'] });
  return [from, to];
}

/** Narrows a range to the days of one bucket of it (a drill-down); days outside the range are refused. */
export function narrowRange(range: DayRange, from: string | undefined, to: string | undefined): DayRange {
  if (!from && !to) return range;
  const first = from ? Temporal.PlainDate.from(from) : range.from;
  const last = to ? Temporal.PlainDate.from(to) : range.to;
  const inside =
    Temporal.PlainDate.compare(first, range.from) >= 0 &&
    Temporal.PlainDate.compare(last, range.to) <= 0 &&
    Temporal.PlainDate.compare(first, last) <= 0;
  if (!inside) throw validationFailed({ [from ? 'bucketFrom' : 'bucketTo']: ['calendar'] });
  return dayRange(first, last, range.timeZone);
}

const DAY_MS = 86_400_000;
/** Wider than any zone's offset: a day this far from a transition has one offset from midnight to midnight. */
const NEAR_TRANSITION_MS = 36 * 3_600_000;

/**
 * The instants every day of a range begins at, and the range's end: `starts[i]` is where day `from + i` begins.
 * Asking Temporal for each of 366 midnights costs tens of milliseconds, so the zone's transitions in the range
 * are looked up once (a few a year), and a day far from all of them begins at its UTC midnight minus the offset
 * in force; a day near one asks Temporal, which also resolves a midnight that does not exist.
 */
export function dayStarts(range: DayRange): number[] {
  const days = range.from.until(range.to, { largestUnit: 'days' }).days + 1;
  const first = Temporal.Instant.fromEpochMilliseconds(range.start.getTime()).toZonedDateTimeISO(
    range.timeZone,
  );
  const transitions: { at: number; offsetMs: number }[] = [];
  let cursor: Temporal.ZonedDateTime | null = first;
  while (cursor) {
    cursor = cursor.getTimeZoneTransition('next');
    if (!cursor || cursor.epochMilliseconds > range.end.getTime() + NEAR_TRANSITION_MS) break;
    transitions.push({ at: cursor.epochMilliseconds, offsetMs: cursor.offsetNanoseconds / 1_000_000 });
  }
  const utcFirst = Date.UTC(range.from.year, range.from.month - 1, range.from.day);
  const starts: number[] = [];
  for (let i = 0; i <= days; i += 1) {
    const midnight = utcFirst + i * DAY_MS;
    if (transitions.some((transition) => Math.abs(transition.at - midnight) < NEAR_TRANSITION_MS)) {
      starts.push(dayStart(range.from.add({ days: i }), range.timeZone).getTime());
      continue;
    }
    const inForce = transitions.filter((transition) => transition.at <= midnight).at(-1);
    starts.push(midnight - (inForce ? inForce.offsetMs : first.offsetNanoseconds / 1_000_000));
  }
  return starts;
}

/** A day as its UTC midnight in milliseconds: calendar steps on numbers, not on Temporal objects. */
const utcDay = (date: Temporal.PlainDate) => Date.UTC(date.year, date.month - 1, date.day);

function plainDay(utcMidnight: number): Temporal.PlainDate {
  const date = new Date(utcMidnight);
  return new Temporal.PlainDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The UTC midnight of the day after the bucket that begins on `from`. */
function nextBucket(from: number, bucket: IncomeBucket): number {
  if (bucket === 'day') return from + DAY_MS;
  const date = new Date(from);
  if (bucket === 'week') return from + (8 - (date.getUTCDay() || 7)) * DAY_MS;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/**
 * The buckets of a range, oldest first: each day, each ISO week (Monday first) or each calendar month, the
 * first and last cut by the range's edges. Every bucket is whole creator days, so the buckets tile the range.
 * The days are walked as UTC midnights (the ISO calendar is the proleptic Gregorian one `Date` counts in): a
 * year of daily buckets through Temporal's arithmetic cost more than the database's whole read.
 */
export function bucketRanges(range: DayRange, bucket: IncomeBucket): DayRange[] {
  const starts = dayStarts(range);
  const lastDay = utcDay(range.to);
  const buckets: DayRange[] = [];
  let from = utcDay(range.from);
  let index = 0;
  while (from <= lastDay) {
    const next = nextBucket(from, bucket);
    const last = Math.min(next - DAY_MS, lastDay);
    const length = (last - from) / DAY_MS + 1;
    buckets.push({
      from: plainDay(from),
      to: plainDay(last),
      start: new Date(starts[index] as number),
      end: new Date(starts[index + length] as number),
      timeZone: range.timeZone,
    });
    index += length;
    from = next;
  }
  return buckets;
}
