import { array, enums, type Infer, integer, max, min, nullable, object, optional, string } from 'superstruct';
import { INCOME_PERIODS, INCOME_SOLD_ITEMS_PAGE_SIZE, incomeCursorStruct, minorTotalStruct } from './incomes';
import { currencyStruct, idStruct, isoDateStruct, isoDateTimeStruct, minorAmountStruct } from './scalars';

/** What "what sells" (`/myms`) lists: pushes, paid messages and consultations. */
export const SOLD_ITEM_KINDS = ['push', 'message', 'booking'] as const;
export type SoldItemKind = (typeof SOLD_ITEM_KINDS)[number];

export const soldItemsQueryStruct = object({
  period: optional(enums(INCOME_PERIODS)),
  from: optional(isoDateStruct),
  to: optional(isoDateStruct),
  currency: optional(currencyStruct),
  kind: optional(enums(SOLD_ITEM_KINDS)),
  cursor: optional(incomeCursorStruct),
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
