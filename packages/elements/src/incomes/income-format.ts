import type { IncomeBucket } from '@mym/sdk';
import { formatPrice } from '@mym/ui';
import { dateTimeFormat, numberFormat } from '../common/intl-formats';

/** An amount in minor units with its currency, in the reader's locale (decimals only when it has cents). */
export function money(minor: number, currency: string, locale: string): string {
  return formatPrice({ value: minor, currency }, locale);
}

/** A creator's calendar day (`YYYY-MM-DD`): a day, not an instant, so it is read in UTC and never shifts. */
function dayDate(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

export function formatDay(day: string, locale: string, style: 'short' | 'long' = 'long'): string {
  return dateTimeFormat(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: style === 'short' ? 'short' : 'long',
    year: style === 'short' ? undefined : 'numeric',
  }).format(dayDate(day));
}

/** A chart bucket's name: its day, the days of its week, or its month. */
export function formatBucket(
  bucket: { from: string; to: string },
  size: IncomeBucket,
  locale: string,
  style: 'short' | 'long' = 'long',
): string {
  if (size === 'day') return formatDay(bucket.from, locale, style);
  if (size === 'month')
    return dateTimeFormat(locale, {
      timeZone: 'UTC',
      month: style === 'short' ? 'short' : 'long',
      year: style === 'short' ? '2-digit' : 'numeric',
    }).format(dayDate(bucket.from));
  return dateTimeFormat(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    ...(style === 'long' ? { year: 'numeric' } : {}),
  }).formatRange(dayDate(bucket.from), dayDate(bucket.to));
}

/** An instant (a release, a payout) as the creator's date in their zone. */
export function formatInstant(iso: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone, dateStyle: 'medium' }).format(new Date(iso));
}

/** A share in basis points (1234 -> 12.34 %), as integers until the last step. */
export function formatBasisPoints(bps: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(bps / 10_000);
}
