import { array, enums, type Infer, integer, max, min, nullable, object, optional, string } from 'superstruct';
import {
  INCOME_LINES_PAGE_SIZE,
  INCOME_PERIODS,
  INCOME_SOURCES,
  INCOME_TOP_FANS_MAX,
  incomeCursorStruct,
  incomeFiguresStruct,
  incomeRangeStruct,
  minorTotalStruct,
} from './incomes';
import { LEDGER_ENTRY_KINDS, signedMinorAmountStruct } from './sales';
import {
  currencyStruct,
  idStruct,
  isoDateStruct,
  isoDateTimeStruct,
  resourceReferenceStruct,
} from './scalars';

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
  cursor: optional(incomeCursorStruct),
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
