import type { IncomeBucket, IncomePeriod } from '@mym/sdk';

/** The days a report covered, both ends included, in the creator's zone (`YYYY-MM-DD`). */
export interface DayRange {
  from: string;
  to: string;
}

/** What the overview reads: a period the API knows, with its days when it is the creator's own. */
export type PeriodSelection =
  | { period: Exclude<IncomePeriod, 'custom'> }
  | { period: 'custom'; range: DayRange };

/** The period the incomes show first: this month. */
export const FIRST_PERIOD: PeriodSelection = { period: 'month' };

/** The period the sold items show first: the last 30 days. */
export const FIRST_SOLD_PERIOD: PeriodSelection = { period: '30d' };

/** The query a period selection makes (`from` and `to` only for a custom one). */
export function periodQuery(selection: PeriodSelection): {
  period: IncomePeriod;
  from?: string;
  to?: string;
} {
  return selection.period === 'custom'
    ? { period: 'custom', from: selection.range.from, to: selection.range.to }
    : { period: selection.period };
}

const DAY_MS = 86_400_000;

/**
 * A calendar day (`YYYY-MM-DD`) as a whole number of days, or null when it is no real day (`2026-02-30`).
 * Days are counted in UTC: a calendar day has no zone, so no DST change can lengthen or shorten it.
 */
export function dayNumber(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date)
    return null;
  return time / DAY_MS;
}

/** The day `days` after (or before, when negative) a calendar day. */
export function shiftDay(day: string, days: number): string {
  const start = dayNumber(day);
  if (start === null) throw new RangeError(`Not a day: ${day}`);
  return new Date((start + days) * DAY_MS).toISOString().slice(0, 10);
}

/** How many days a range holds (both ends counted). */
export function rangeLength(range: DayRange): number {
  return (dayNumber(range.to) ?? 0) - (dayNumber(range.from) ?? 0) + 1;
}

/** The chart's first grouping for a range: days up to a month, weeks up to about three, months beyond. */
export function defaultBucket(range: DayRange): IncomeBucket {
  const days = rangeLength(range);
  if (days <= 31) return 'day';
  if (days <= 92) return 'week';
  return 'month';
}

/** Whether two typed days make a range: real days, the first not after the last. */
export function isDayRange(from: string, to: string): boolean {
  const first = dayNumber(from);
  const last = dayNumber(to);
  return first !== null && last !== null && first <= last;
}
