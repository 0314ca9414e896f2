import type { PublicConsultation } from '@mym/sdk/booking';
import { formatAmount, fromMinorUnits } from '@mym/sdk/rules';
import { dateTimeFormat } from '../common/intl-formats';

/**
 * What the widget shows of prices, durations, days and instants, in the fan's language. Times are on a 24-hour
 * clock in every language, like the slot buttons ("14:00") the slot engine labels.
 */

/** A consultation's price with the product's money format (spec 9: minor units, 2 decimals when fractional). */
export function consultationPrice(price: PublicConsultation['price'], locale: string): string | null {
  if (price.value === 0) return null;
  return formatAmount(fromMinorUnits(price.value), { locale, currency: price.currency });
}

/** The contract counts durations in seconds; fans read minutes. */
export function durationMinutes(seconds: number): number {
  return Math.round(seconds / 60);
}

/** An instant's day and time on the clocks of a zone. */
export function formatInstant(
  instant: string,
  timeZone: string,
  locale: string,
): { date: string; time: string } {
  const at = new Date(instant);
  return {
    date: dateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(at),
    time: dateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).format(at),
  };
}

/** A zone's current distance from UTC ("GMT+9"), to tell zones apart in the picker. */
export function zoneOffset(timeZone: string, now: Date = new Date()): string {
  const parts = dateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
}
