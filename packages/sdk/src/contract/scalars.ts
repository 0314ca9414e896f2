import { type Infer, integer, max, min, nullable, number, object, refine, size, string } from 'superstruct';
import { DEFAULT_CURRENCY } from '../constants';
import { isTimeZone } from '../rules/time-zone';

/** Identifiers of stored resources (uuids on the reference server, opaque to clients). */
export const idStruct = size(string(), 1, Number.POSITIVE_INFINITY);

/**
 * A string of at most `maxLength` characters that `shape` matches. The length is checked before the pattern
 * runs, in one refinement: superstruct runs every refinement even after one failed, so `pattern(size(...))`
 * would still scan a hostile quarter-megabyte with the pattern. Every shape passed here is also linear (no
 * nested or overlapping repetition), so even a bounded value is read once.
 */
export function boundedPattern(shape: RegExp, maxLength: number) {
  return refine(string(), 'pattern', (value) => value.length <= maxLength && shape.test(value));
}

/**
 * A reference to a stored resource inside a request body: the reference server's ids are uuids, so anything
 * else is refused as a missing value (spec 5 "Generic") before it reaches a query.
 */
export const resourceReferenceStruct = boundedPattern(
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  36,
);

/** The largest whole number a stored integer column holds (PostgreSQL `integer`). */
export const STORED_INTEGER_MAX = 2_147_483_647;

/** Calendar years the API accepts: wide enough for any real date, narrow enough for every database. */
const SANE_YEARS = { min: 1900, max: 2999 } as const;
const hasSaneYear = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= SANE_YEARS.min && year <= SANE_YEARS.max;
};

/** An instant on the wire: ISO-8601 in UTC, as `Date.prototype.toISOString` writes it (DESIGN "Wire format"). */
export const isoDateTimeStruct = refine(
  // `2026-06-16T07:00:00.123456789Z` is the longest form: 30 characters.
  boundedPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?Z$/, 30),
  'isoDateTime',
  (value) => !Number.isNaN(Date.parse(value)) && hasSaneYear(value),
);

/** A calendar day on the wire (`YYYY-MM-DD`), for publication, restriction and booking days. */
export const isoDateStruct = refine(boundedPattern(/^\d{4}-\d{2}-\d{2}$/, 10), 'isoDate', (value) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  // Date.parse rolls 2025-02-30 over to March; a real day survives the round trip.
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) && hasSaneYear(value);
});

/** Text of at most `max` characters. */
export const boundedText = (max: number) => size(string(), 0, max);

/** The longest IANA zone name is 32 characters (`America/Argentina/ComodRivadavia`); twice that is plenty. */
export const TIME_ZONE_MAX_LENGTH = 64;

/**
 * An IANA time zone name (`Europe/Paris`) the runtime knows. Bounded first: `Intl` takes about 0.1 s to refuse
 * a quarter-megabyte name.
 */
export const timeZoneStruct = refine(
  string(),
  'timeZone',
  (value) => value.length <= TIME_ZONE_MAX_LENGTH && isTimeZone(value),
);

/** ISO-4217 currency code; every price defaults to DEFAULT_CURRENCY (spec 3, 9). */
export const currencyStruct = boundedPattern(/^[A-Z]{3}$/, 3);

/** An amount in minor units, as it travels (spec 3: divide by 100 to show it). */
export const minorAmountStruct = max(min(integer(), 0), STORED_INTEGER_MAX);

/** A price on the wire: `{ value, currency }`, value in minor units (spec 3). */
export const moneyStruct = object({ value: minorAmountStruct, currency: currencyStruct });
export type Money = Infer<typeof moneyStruct>;

/**
 * A price as a form holds it: major units (19.99), `null` until the creator picks or types one. Bounds are rules
 * with their own error keys (spec 5), so the struct only checks the shape.
 */
export const formMoneyStruct = object({ value: nullable(number()), currency: currencyStruct });
export type FormMoney = Infer<typeof formMoneyStruct>;

/** A fresh form price in the default currency. */
export function emptyFormMoney(): FormMoney {
  return { value: null, currency: DEFAULT_CURRENCY };
}

/** A duration in whole or fractional seconds (video length, discount duration). */
export const secondsStruct = max(min(number(), 0), STORED_INTEGER_MAX);
