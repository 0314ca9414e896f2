import { parseDate } from '@internationalized/date';
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

/** How many days a range holds (both ends counted). */
export function rangeLength(range: DayRange): number {
  return parseDate(range.to).compare(parseDate(range.from)) + 1;
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
  try {
    return parseDate(from).compare(parseDate(to)) <= 0;
  } catch {
    return false;
  }
}
