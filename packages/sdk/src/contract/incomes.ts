import {
  array,
  boolean,
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
import { LEDGER_ENTRY_KINDS, SALE_SOURCES, signedMinorAmountStruct } from './sales';
import {
  currencyStruct,
  idStruct,
  isoDateStruct,
  isoDateTimeStruct,
  minorAmountStruct,
  resourceReferenceStruct,
  timeZoneStruct,
} from './scalars';

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

const cursorStruct = size(string(), 1, 200);

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

/** Lines of a drill-down: sales only, reversals only, or both. */
export const INCOME_LINE_KINDS = ['sale', 'reversal'] as const;
export type IncomeLineKind = (typeof INCOME_LINE_KINDS)[number];

/**
 * `GET /incomes/lines`: the ledger lines behind a figure. The period narrows to one bucket with `bucketFrom` and
 * `bucketTo` (days, inclusive, in the creator's zone); `source`, `fan`, `item` and `kind` filter further.
 */
export const incomeLinesQueryStruct = object({
  period: enums(INCOME_PERIODS),
  from: optional(isoDateStruct),
  to: optional(isoDateStruct),
  currency: optional(currencyStruct),
  bucketFrom: optional(isoDateStruct),
  bucketTo: optional(isoDateStruct),
  source: optional(enums(INCOME_SOURCES)),
  kind: optional(enums(INCOME_LINE_KINDS)),
  fan: optional(resourceReferenceStruct),
  item: optional(resourceReferenceStruct),
  cursor: optional(cursorStruct),
  limit: optional(max(min(integer(), 1), INCOME_LINES_PAGE_SIZE)),
});
export type IncomeLinesQuery = Infer<typeof incomeLinesQueryStruct>;

/** The fan of a line or a top-fans row, as the creator knows them. */
export const incomeFanStruct = object({ id: idStruct, name: string(), username: string() });
export type IncomeFan = Infer<typeof incomeFanStruct>;

/** What a line sold: its source, id and a short title (the push's caption, "Subscription", ...). */
export const incomeItemStruct = object({
  source: enums(INCOME_SOURCES),
  id: nullable(idStruct),
  title: string(),
});
export type IncomeItem = Infer<typeof incomeItemStruct>;

/**
 * One ledger line: a sale (positive) or a reversal (`kind` refund or chargeback, negative amounts, `reverses`
 * the sale's id); `day` is the creator's day the line falls on.
 */
export const incomeLineStruct = object({
  id: idStruct,
  kind: enums(LEDGER_ENTRY_KINDS),
  fan: incomeFanStruct,
  item: incomeItemStruct,
  gross: signedMinorAmountStruct,
  fee: signedMinorAmountStruct,
  net: signedMinorAmountStruct,
  currency: currencyStruct,
  occurredAt: isoDateTimeStruct,
  availableAt: isoDateTimeStruct,
  day: isoDateStruct,
  reverses: nullable(idStruct),
  /** The payout that paid this line, if one did. */
  payoutId: nullable(idStruct),
});
export type IncomeLine = Infer<typeof incomeLineStruct>;

/**
 * A page of lines, newest first; `total` is the sum over every line the filters match (all pages), so the
 * figure clicked and the lines shown agree; `cursor` asks for the next page, null on the last.
 */
export const incomeLinePageStruct = object({
  lines: array(incomeLineStruct),
  total: incomeFiguresStruct,
  currency: currencyStruct,
  range: incomeRangeStruct,
  cursor: nullable(string()),
});
export type IncomeLinePage = Infer<typeof incomeLinePageStruct>;

/** `GET /incomes/top-fans`: `lifetime` (every line ever) or the period's. */
export const INCOME_TOP_FAN_SCOPES = ['lifetime', 'period'] as const;
export type IncomeTopFanScope = (typeof INCOME_TOP_FAN_SCOPES)[number];

export const incomeTopFansQueryStruct = object({
  scope: optional(enums(INCOME_TOP_FAN_SCOPES)),
  period: optional(enums(INCOME_PERIODS)),
  from: optional(isoDateStruct),
  to: optional(isoDateStruct),
  currency: optional(currencyStruct),
  limit: optional(max(min(integer(), 1), INCOME_TOP_FANS_MAX)),
});
export type IncomeTopFansQuery = Infer<typeof incomeTopFansQueryStruct>;

/** A fan and what they brought: gross and net after reversals, and their purchases (sales) counted. */
export const incomeTopFanStruct = object({
  fan: incomeFanStruct,
  gross: minorTotalStruct,
  net: minorTotalStruct,
  purchases: min(integer(), 0),
});
export type IncomeTopFan = Infer<typeof incomeTopFanStruct>;

export const incomeTopFansStruct = object({
  scope: enums(INCOME_TOP_FAN_SCOPES),
  currency: currencyStruct,
  range: nullable(incomeRangeStruct),
  fans: array(incomeTopFanStruct),
});
export type IncomeTopFans = Infer<typeof incomeTopFansStruct>;

/** What "what sells" (`/myms`) lists: pushes, paid messages and consultations. */
export const SOLD_ITEM_KINDS = ['push', 'message', 'booking'] as const;
export type SoldItemKind = (typeof SOLD_ITEM_KINDS)[number];

export const soldItemsQueryStruct = object({
  period: optional(enums(INCOME_PERIODS)),
  from: optional(isoDateStruct),
  to: optional(isoDateStruct),
  currency: optional(currencyStruct),
  kind: optional(enums(SOLD_ITEM_KINDS)),
  cursor: optional(cursorStruct),
  limit: optional(max(min(integer(), 1), INCOME_SOLD_ITEMS_PAGE_SIZE)),
});
export type SoldItemsQuery = Infer<typeof soldItemsQueryStruct>;

/**
 * The discount's effect on a push: buyers and revenue while the discount ran and at full price after it.
 * Null for what had no discount.
 */
export const discountEffectStruct = object({
  price: minorAmountStruct,
  endsAt: isoDateTimeStruct,
  buyersDuring: min(integer(), 0),
  revenueDuring: minorTotalStruct,
  buyersAfter: min(integer(), 0),
  revenueAfter: minorTotalStruct,
});
export type DiscountEffect = Infer<typeof discountEffectStruct>;

/**
 * One item sold: its recipients (fans it was sent to; null for a consultation, which has no recipients),
 * buyers (distinct fans whose purchase was not reversed), conversion in basis points of recipients (null without
 * recipients), revenue (gross and net after reversals).
 */
export const soldItemStruct = object({
  kind: enums(SOLD_ITEM_KINDS),
  id: idStruct,
  title: string(),
  sentAt: nullable(isoDateTimeStruct),
  price: nullable(minorAmountStruct),
  recipients: nullable(min(integer(), 0)),
  buyers: min(integer(), 0),
  conversionBps: nullable(max(min(integer(), 0), 10_000)),
  gross: minorTotalStruct,
  net: minorTotalStruct,
  discount: nullable(discountEffectStruct),
});
export type SoldItem = Infer<typeof soldItemStruct>;

export const soldItemPageStruct = object({
  items: array(soldItemStruct),
  currency: currencyStruct,
  cursor: nullable(string()),
});
export type SoldItemPage = Infer<typeof soldItemPageStruct>;

/** A payout's life: created by the schedule (pending), taken by the platform (processing), paid, or failed. */
export const PAYOUT_STATUSES = ['pending', 'processing', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const payoutStruct = object({
  id: idStruct,
  status: enums(PAYOUT_STATUSES),
  amount: minorTotalStruct,
  currency: currencyStruct,
  /** How many ledger lines it paid. */
  lineCount: min(integer(), 0),
  createdAt: isoDateTimeStruct,
  updatedAt: isoDateTimeStruct,
  paidAt: nullable(isoDateTimeStruct),
  /** Why the platform could not pay it (a failed payout only); its lines become available again. */
  failureReason: nullable(string()),
});
export type Payout = Infer<typeof payoutStruct>;

export const payoutsQueryStruct = object({
  status: optional(enums(PAYOUT_STATUSES)),
  cursor: optional(cursorStruct),
  limit: optional(max(min(integer(), 1), INCOME_PAYOUTS_PAGE_SIZE)),
});
export type PayoutsQuery = Infer<typeof payoutsQueryStruct>;

export const payoutPageStruct = object({
  payouts: array(payoutStruct),
  cursor: nullable(string()),
});
export type PayoutPage = Infer<typeof payoutPageStruct>;

/** `GET /incomes/payouts/{id}/lines`: the sales (and reversals) one payout paid. */
export const payoutLinesQueryStruct = object({
  cursor: optional(cursorStruct),
  limit: optional(max(min(integer(), 1), INCOME_LINES_PAGE_SIZE)),
});
export type PayoutLinesQuery = Infer<typeof payoutLinesQueryStruct>;

export const payoutLinePageStruct = object({
  payout: payoutStruct,
  lines: array(incomeLineStruct),
  cursor: nullable(string()),
});
export type PayoutLinePage = Infer<typeof payoutLinePageStruct>;

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

/**
 * The platform's payout events (`POST /platform/payouts/events`), signed like the payment events; the same
 * event id twice is recorded once.
 */
export const PAYOUT_EVENT_TYPES = ['payout.processing', 'payout.paid', 'payout.failed'] as const;
export type PayoutEventType = (typeof PAYOUT_EVENT_TYPES)[number];

export const payoutEventStruct = object({
  id: size(string(), 1, 200),
  type: enums(PAYOUT_EVENT_TYPES),
  payoutId: resourceReferenceStruct,
  /** Why it failed, in the platform's words (a failed payout only). */
  reason: optional(size(string(), 1, 500)),
  occurredAt: isoDateTimeStruct,
});
export type PayoutEvent = Infer<typeof payoutEventStruct>;

export const payoutEventReceiptStruct = object({
  eventId: string(),
  status: enums(PAYOUT_STATUSES),
  duplicate: boolean(),
});
export type PayoutEventReceipt = Infer<typeof payoutEventReceiptStruct>;
