import type { PushForm } from '@mym/sdk';
import { formatAmount } from '@mym/sdk/rules';
import { dateTimeFormat } from '../common/intl-formats';

/** How a push's price reads: the custom price when one was typed, else the preset (spec 3). */
export function chosenPrice(form: Pick<PushForm, 'price' | 'customPrice'>): {
  value: number | null;
  currency: string;
} {
  return form.customPrice.value !== null ? form.customPrice : form.price;
}

export function formatMoney(value: number | null, currency: string, locale: string): string {
  return value === null ? '' : formatAmount(value, { locale, currency });
}

/**
 * An instant on the creator's wall clock, with the zone named (DESIGN "Time"): "Monday 24 November 2026 at
 * 18:00" plus the zone, so nobody reads Paris time in New York.
 */
export function formatInZone(instant: Date, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(instant);
}
