/*
 * Every date, number and list formatter of the elements, built once per language and options. Building an
 * `Intl` formatter costs far more than formatting with it (a few milliseconds each on a phone, the first of a
 * language more), and a list of sales, slots or messages formats a date or an amount per row while it is drawn:
 * built per call they held the incomes screen's main thread for hundreds of milliseconds.
 */

type Kind = 'date' | 'number' | 'list';
const built = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();
/** Languages x options stay few; the bound only keeps an unusual page (many time zones) from growing without end. */
const MOST_KEPT = 500;

function kept<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(
  kind: Kind,
  locale: string | undefined,
  options: object | undefined,
  build: () => F,
): F {
  const key = `${kind}|${locale ?? ''}|${options === undefined ? '' : JSON.stringify(options)}`;
  const found = built.get(key) as F | undefined;
  if (found) return found;
  const made = build();
  if (built.size >= MOST_KEPT) built.clear();
  built.set(key, made);
  return made;
}

/** `new Intl.DateTimeFormat(locale, options)`, built once. */
export const dateTimeFormat = (locale: string | undefined, options?: Intl.DateTimeFormatOptions) =>
  kept('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

/** `new Intl.NumberFormat(locale, options)`, built once. */
export const numberFormat = (locale: string | undefined, options?: Intl.NumberFormatOptions) =>
  kept('number', locale, options, () => new Intl.NumberFormat(locale, options));

/** `new Intl.ListFormat(locale, options)`, built once. */
export const listFormat = (locale: string | undefined, options?: Intl.ListFormatOptions) =>
  kept('list', locale, options, () => new Intl.ListFormat(locale, options));

/**
 * The calendar day (`YYYY-MM-DD`) an instant falls on in a zone: a message at 00:30 in Paris is on that Paris day,
 * whatever the device's clock says. en-CA writes its numeric date in that order.
 */
export function calendarDay(at: Date | string, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    typeof at === 'string' ? new Date(at) : at,
  );
}

let deviceZone: string | undefined;
/** The device's time zone (IANA name), read once: what a date shows in when the creator has not chosen a zone. */
export function deviceTimeZone(): string {
  deviceZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return deviceZone;
}
