import {
  array,
  enums,
  type Infer,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  size,
  string,
} from 'superstruct';
import { SALE_SOURCES } from './sales';
import { currencyStruct, isoDateStruct, isoDateTimeStruct, timeZoneStruct } from './scalars';

/**
 * The periods a creator reads incomes over, each in the creator's time zone: today, the last 7 or 30 days
 * (today included), this calendar month so far, the last 12 months (this month included), or custom days.
 * Each comes with the previous period of the same length, for the change.
 */
export const INCOME_PERIODS = ['today', '7d', '30d', 'month', '12m', 'custom'] as const;
export type IncomePeriod = (typeof INCOME_PERIODS)[number];

/** How a chart groups a period: by the creator's day, week (Monday first, ISO) or month. */
export const INCOME_BUCKETS = ['day', 'week', 'month'] as const;
export type IncomeBucket = (typeof INCOME_BUCKETS)[number];

/** What a sale came from, as the charts stack it (the ledger's sources). */
export const INCOME_SOURCES = SALE_SOURCES;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

/** A custom period spans at most this many days (a bit over two years: 12 months and its previous period). */
export const INCOME_CUSTOM_MAX_DAYS = 800;
/** Ledger lines per page of a drill-down. */
export const INCOME_LINES_PAGE_SIZE = 50;
/** Fans in a top-fans list. */
export const INCOME_TOP_FANS_MAX = 50;
/** Sold items per page of "what sells". */
export const INCOME_SOLD_ITEMS_PAGE_SIZE = 50;
/** Payouts per page. */
export const INCOME_PAYOUTS_PAGE_SIZE = 50;

/** The opaque position a paged income list goes on from. */
export const incomeCursorStruct = size(string(), 1, 200);

/**
 * Which period a report reads: `period`, and for `custom` the first and last days (`from`, `to`, inclusive, in
 * the creator's zone). `currency` picks the ledger's currency (DEFAULT_CURRENCY when absent): figures of
 * different currencies are never summed together.
 */
export const incomePeriodQueryStruct = object({
  period: enums(INCOME_PERIODS),
  from: optional(isoDateStruct),
  to: optional(isoDateStruct),
  currency: optional(currencyStruct),
});
export type IncomePeriodQuery = Infer<typeof incomePeriodQueryStruct>;

/**
 * The days a report covered: `from` and `to` are the first and last days (inclusive) in `timeZone`; `start` and
 * `end` the instants they begin and end at (end exclusive), so a creator's day stays a day across DST changes.
 */
export const incomeRangeStruct = object({
  from: isoDateStruct,
  to: isoDateStruct,
  start: isoDateTimeStruct,
  end: isoDateTimeStruct,
  timeZone: timeZoneStruct,
});
export type IncomeRange = Infer<typeof incomeRangeStruct>;

/**
 * A sum of ledger lines in minor units: a year of a busy creator passes a stored integer, so totals are bounded
 * by what a JavaScript number holds exactly instead.
 */
export const minorTotalStruct = max(min(integer(), -Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER);

/**
 * The figures of a period, each the exact sum of its ledger lines (minor units): `sales` is the gross of the
 * sales, `reversals` the gross of the refunds and chargebacks that happened in the period (zero or negative),
 * `gross` = sales + reversals, `fee` and `net` summed over both kinds (net = gross - fee).
 */
export const incomeFiguresStruct = object({
  sales: minorTotalStruct,
  reversals: minorTotalStruct,
  gross: minorTotalStruct,
  fee: minorTotalStruct,
  net: minorTotalStruct,
  saleCount: min(integer(), 0),
  reversalCount: min(integer(), 0),
});
export type IncomeFigures = Infer<typeof incomeFiguresStruct>;

/** Net that becomes available on one day (the hold after the sales of that day). */
export const pendingReleaseStruct = object({
  availableAt: isoDateTimeStruct,
  amount: minorTotalStruct,
});
export type PendingRelease = Infer<typeof pendingReleaseStruct>;

/**
 * Money not paid out yet: `pending` is held (sales still in their hold), `available` may be paid out now (it may
 * be negative after a chargeback of money already paid); `releases` says when each pending amount frees up.
 */
export const incomeBalancesStruct = object({
  currency: currencyStruct,
  pending: minorTotalStruct,
  available: minorTotalStruct,
  releases: array(pendingReleaseStruct),
});
export type IncomeBalances = Infer<typeof incomeBalancesStruct>;

/** When the payout job next runs for the creator, and what it would pay if it ran now. */
export const nextPayoutStruct = object({
  scheduledAt: isoDateTimeStruct,
  amount: minorTotalStruct,
  currency: currencyStruct,
});
export type NextPayout = Infer<typeof nextPayoutStruct>;

/** `GET /incomes/summary`: the period's figures, the previous period's, balances and the next payout. */
export const incomeSummaryStruct = object({
  period: enums(INCOME_PERIODS),
  currency: currencyStruct,
  range: incomeRangeStruct,
  previousRange: incomeRangeStruct,
  current: incomeFiguresStruct,
  previous: incomeFiguresStruct,
  balances: incomeBalancesStruct,
  nextPayout: nullable(nextPayoutStruct),
  /** Every currency the creator's ledger holds, so a screen can offer the others. */
  currencies: array(currencyStruct),
});
export type IncomeSummary = Infer<typeof incomeSummaryStruct>;

/** `GET /incomes/series`: the period's query and the bucket size. */
export const incomeSeriesQueryStruct = object({
  period: enums(INCOME_PERIODS),
  from: optional(isoDateStruct),
  to: optional(isoDateStruct),
  currency: optional(currencyStruct),
  bucket: optional(enums(INCOME_BUCKETS)),
});
export type IncomeSeriesQuery = Infer<typeof incomeSeriesQueryStruct>;

/** Net of one source in a bucket (sources with nothing are left out). */
export const sourceNetStruct = object({
  source: enums(INCOME_SOURCES),
  net: minorTotalStruct,
  gross: minorTotalStruct,
});
export type SourceNet = Infer<typeof sourceNetStruct>;

/**
 * One bar of the chart: the creator's days `from`..`to` (inclusive; a week or month cut by the period's edges is
 * shortened), its net and its net by source; `net` equals the sum of `sources`.
 */
export const incomeSeriesBucketStruct = object({
  from: isoDateStruct,
  to: isoDateStruct,
  start: isoDateTimeStruct,
  end: isoDateTimeStruct,
  net: minorTotalStruct,
  gross: minorTotalStruct,
  sources: array(sourceNetStruct),
});
export type IncomeSeriesBucket = Infer<typeof incomeSeriesBucketStruct>;

/** Every bucket of the period, empty ones included, oldest first; their nets sum to `total.net`. */
export const incomeSeriesStruct = object({
  period: enums(INCOME_PERIODS),
  bucket: enums(INCOME_BUCKETS),
  currency: currencyStruct,
  range: incomeRangeStruct,
  buckets: array(incomeSeriesBucketStruct),
  total: incomeFiguresStruct,
});
export type IncomeSeries = Infer<typeof incomeSeriesStruct>;

/**
 * `POST /incomes/exports`: a link to the period's ledger as CSV, signed and short-lived, so a browser downloads it
 * with a plain link (no bearer header) and the file streams rather than sitting in memory.
 */
export const incomeExportStruct = object({
  url: string(),
  expiresAt: isoDateTimeStruct,
  filename: string(),
});
export type IncomeExport = Infer<typeof incomeExportStruct>;
