import { formatAmount, fromMinorUnits } from '@mym/constants/money';

/** An amount in minor units (spec 3: price value in cents) with its currency. */
export interface MinorUnitPrice {
  value: number;
  currency: string;
}

let deviceLocale: string | undefined;
/** The browser's own locale, read once: reading it builds a formatter, and a grid shows a price per card. */
function browserLocale(): string {
  deviceLocale ??= new Intl.NumberFormat().resolvedOptions().locale;
  return deviceLocale;
}

/** A price held in minor units, with its currency sign; decimals only when it has some (spec 9). */
export function formatPrice(price: MinorUnitPrice, locale?: string): string {
  return formatAmount(fromMinorUnits(price.value), {
    locale: locale ?? browserLocale(),
    currency: price.currency,
  });
}
