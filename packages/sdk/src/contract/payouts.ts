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
import { incomeLineStruct } from './income-lines';
import {
  INCOME_LINES_PAGE_SIZE,
  INCOME_PAYOUTS_PAGE_SIZE,
  incomeCursorStruct,
  minorTotalStruct,
} from './incomes';
import { currencyStruct, idStruct, isoDateTimeStruct, resourceReferenceStruct } from './scalars';

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
  cursor: optional(incomeCursorStruct),
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
  cursor: optional(incomeCursorStruct),
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
