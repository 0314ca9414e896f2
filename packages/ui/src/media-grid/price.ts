/** An amount in minor units (spec 3: price value in cents) with its currency. */
export interface MinorUnitPrice {
  value: number;
  currency: string;
}

/** Formats a price held in minor units; decimals only when the amount has some (spec 9: 2 when fractional). */
export function formatPrice(price: MinorUnitPrice, locale?: string): string {
  const amount = price.value / 100;
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
