import { MINOR_UNITS_PER_MAJOR } from './spec';

/**
 * Amounts travel in minor units (1999) and show in major units (19.99) (spec 3, 9). Conversions go through
 * whole cents so that float noise (0.1 + 0.2) never reaches a price or a comparison.
 */

/** 1999 -> 19.99 (spec 3: on loading, amounts are divided by 100). */
export function fromMinorUnits(minor: number): number {
  return minor / MINOR_UNITS_PER_MAJOR;
}

/**
 * 19.99 -> 1999, rounded half away from zero to a whole cent. Shifting the decimal point in the number's text
 * (`1.005e2`) avoids the binary error of `1.005 * 100` (100.49999...).
 */
export function toMinorUnits(major: number): number {
  if (!Number.isFinite(major)) throw new RangeError(`Not an amount: ${major}`);
  const magnitude = Math.abs(major);
  const text = String(magnitude);
  const shifted = text.includes('e') ? magnitude * MINOR_UNITS_PER_MAJOR : Number(`${text}e2`);
  const cents = Math.round(shifted);
  return major < 0 && cents !== 0 ? -cents : cents;
}

export interface AmountFormat {
  /** BCP 47 locale for digits and separators; without it the amount is plain `19.99`. */
  locale?: string;
  /** ISO-4217 code; with a locale, the amount shows with its currency sign. */
  currency?: string;
}

/**
 * A major amount for display: 2 decimals when it has cents, none when whole (spec 9): 19.5 -> '19.50',
 * 20 -> '20'. Cents are counted after rounding, so 19.999 shows as '20'.
 */
export function formatAmount(major: number, format: AmountFormat = {}): string {
  const cents = toMinorUnits(major);
  const digits = cents % MINOR_UNITS_PER_MAJOR === 0 ? 0 : 2;
  const rounded = fromMinorUnits(cents);
  if (format.locale === undefined) return rounded.toFixed(digits);
  return numberFormat(format.locale, format.currency, digits).format(rounded);
}

/** Formatters by locale, currency and digits: making one costs more than formatting, and grids show thousands. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: string | undefined, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ''}|${digits}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      ...(currency ? { style: 'currency', currency } : {}),
    });
    numberFormats.set(key, formatter);
  }
  return formatter;
}

/**
 * A video length as `mm:ss` (spec 2). Minutes are not wrapped into hours, so the longest video (10800 s)
 * reads `180:00`; fractions of a second are dropped and anything not a positive length reads `00:00`.
 */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/**
 * Spec 3: a stored price that is not one of the preset ranges is shown as a custom price. Both sides are in
 * minor units, as the API answers them, so the comparison is between whole numbers.
 */
export function isCustomPrice(minor: number, ranges: readonly { value: number }[]): boolean {
  return !ranges.some((range) => range.value === minor);
}
