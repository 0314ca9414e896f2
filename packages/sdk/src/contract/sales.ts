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
import { listPaginationStruct } from './list-page';
import { currencyStruct, idStruct, isoDateTimeStruct, STORED_INTEGER_MAX } from './scalars';

/** What a fan paid for: every sale of the ledger comes from one of these (DESIGN "Money"). */
export const SALE_SOURCES = ['push', 'message', 'tip', 'subscription', 'booking', 'live'] as const;
export type SaleSource = (typeof SALE_SOURCES)[number];

/**
 * A ledger row is a sale, or a reversal of one: a refund (the platform gave the money back) or a chargeback
 * (the fan's bank took it back). A reversal never edits its sale; it is a row of its own, amounts negated.
 */
export const LEDGER_ENTRY_KINDS = ['sale', 'refund', 'chargeback'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** An amount in minor units that may be negative (a reversal's gross, fee and net). */
export const signedMinorAmountStruct = max(min(integer(), -STORED_INTEGER_MAX), STORED_INTEGER_MAX);

/**
 * One row of the ledger: gross paid by the fan, the platform's fee, the creator's net (gross - fee), all in the
 * row's currency's minor units. `availableAt` is when the net may be paid out (the hold after `occurredAt`).
 * Reversals carry negative amounts and name the sale they reverse in `reverses`.
 */
export const ledgerEntryStruct = object({
  id: idStruct,
  kind: enums(LEDGER_ENTRY_KINDS),
  source: enums(SALE_SOURCES),
  /** The push, message, consultation booking, subscription or live ticket sold; null for a tip. */
  itemId: nullable(idStruct),
  fanId: idStruct,
  gross: signedMinorAmountStruct,
  fee: signedMinorAmountStruct,
  net: signedMinorAmountStruct,
  currency: currencyStruct,
  occurredAt: isoDateTimeStruct,
  availableAt: isoDateTimeStruct,
  /** The sale a refund or chargeback reverses; null on a sale. */
  reverses: nullable(idStruct),
});
export type LedgerEntry = Infer<typeof ledgerEntryStruct>;

/** A page of ledger rows, newest first. */
export const ledgerPageStruct = object({
  entries: array(ledgerEntryStruct),
  pagination: optional(listPaginationStruct),
});
export type LedgerPage = Infer<typeof ledgerPageStruct>;

/**
 * The events the platform's payment service sends (`POST /platform/payments/confirmed`): a payment confirmed
 * becomes a sale; a refund or a dispute lost reverses the sale of that payment. `id` is the event's own id: the
 * same event delivered twice is recorded once.
 */
export const PAYMENT_EVENT_TYPES = ['payment.confirmed', 'payment.refunded', 'payment.disputed'] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

export const paymentEventStruct = object({
  id: size(string(), 1, 200),
  type: enums(PAYMENT_EVENT_TYPES),
  /** The payment the fan's purchase opened (`FanPayment.id`). */
  paymentId: idStruct,
  amount: object({ value: max(min(integer(), 1), STORED_INTEGER_MAX), currency: currencyStruct }),
  occurredAt: isoDateTimeStruct,
});
export type PaymentEvent = Infer<typeof paymentEventStruct>;

/** The webhook's answer: the ledger row it wrote, or found already written for that event. */
export const paymentEventReceiptStruct = object({
  eventId: string(),
  entryId: nullable(idStruct),
  duplicate: boolean(),
});
export type PaymentEventReceipt = Infer<typeof paymentEventReceiptStruct>;
