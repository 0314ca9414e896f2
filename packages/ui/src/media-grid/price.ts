import { formatAmount, fromMinorUnits } from '@mym/constants/money';

/** An amount in minor units (spec 3: price value in cents) with its currency. */
export interface MinorUnitPrice {
  value: number;
  currency: string;
}

/** A price held in minor units, with its currency sign; decimals only when it has some (spec 9). */
export function formatPrice(price: MinorUnitPrice, locale?: string): string {
  return formatAmount(fromMinorUnits(price.value), {
    locale: locale ?? new Intl.NumberFormat().resolvedOptions().locale,
    currency: price.currency,
  });
}
