import { array, boolean, enums, type Infer, nullable, object, optional, string } from 'superstruct';
import { NAME_MAX_LENGTH } from '../constants';
import { mediaChoiceStruct } from './media';
import { messageMediaStruct, SUBSCRIPTION_STATES } from './messages';
import { SALE_SOURCES } from './sales';
import { boundedText, idStruct, isoDateTimeStruct, moneyStruct, resourceReferenceStruct } from './scalars';

/** The signed-in fan (`GET /fan/me`), provisioned on the first call like a creator. */
export const fanAccountStruct = object({ id: idStruct, username: string(), name: string() });
export type FanAccount = Infer<typeof fanAccountStruct>;
export const fanAccountUpdateStruct = object({ name: boundedText(NAME_MAX_LENGTH) });

/** A creator as a fan sees one: whether the fan follows, the subscription and its monthly price. */
export const fanCreatorStruct = object({
  id: idStruct,
  name: string(),
  follows: boolean(),
  subscription: enums(SUBSCRIPTION_STATES),
  /** Monthly price in minor units; null while the creator sells no subscription. */
  subscriptionPrice: nullable(moneyStruct),
});
export type FanCreator = Infer<typeof fanCreatorStruct>;
export const fanCreatorListStruct = object({ creators: array(fanCreatorStruct) });

/** `PUT /creators/me/subscription-price`: the creator's monthly price (minor units), or null to sell none. */
export const subscriptionPricePayloadStruct = object({ price: nullable(moneyStruct) });
export const subscriptionPriceStruct = object({ price: nullable(moneyStruct) });
export type SubscriptionPrice = Infer<typeof subscriptionPriceStruct>;

/**
 * A push delivered to the fan: caption and teaser always, the medias' links only once bought. `price` is what
 * the fan pays now: the discount while it runs (`discountEndsAt`), the normal price otherwise.
 */
export const fanPushStruct = object({
  id: idStruct,
  creatorId: idStruct,
  caption: string(),
  teaser: nullable(mediaChoiceStruct),
  medias: array(messageMediaStruct),
  price: moneyStruct,
  regularPrice: moneyStruct,
  discountEndsAt: nullable(isoDateTimeStruct),
  bought: boolean(),
  deliveredAt: isoDateTimeStruct,
});
export type FanPush = Infer<typeof fanPushStruct>;
export const fanPushListStruct = object({ pushes: array(fanPushStruct) });

/** What a fan buys here: a push, a paid message's medias, a tip, the monthly subscription, a live's ticket. */
export const PURCHASE_SOURCES = [
  'push',
  'message',
  'tip',
  'subscription',
  'live',
] as const satisfies readonly (typeof SALE_SOURCES)[number][];
export const purchaseItemStruct = object({
  source: enums(PURCHASE_SOURCES),
  /** The push, message or live; the creator for a tip or a subscription. */
  id: resourceReferenceStruct,
});
export type PurchaseItem = Infer<typeof purchaseItemStruct>;

/** `POST /fan/payments`: opens a payment for an item; a tip names its amount, every other price is the API's. */
export const paymentRequestStruct = object({
  item: purchaseItemStruct,
  amount: optional(moneyStruct),
});
export type PaymentRequest = Infer<typeof paymentRequestStruct>;

/** Where a payment stands: opened, confirmed by the payment service (a sale), declined, or reversed. */
export const PAYMENT_STATES = ['pending', 'confirmed', 'declined', 'reversed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const fanPaymentStruct = object({
  id: idStruct,
  /** What the payment is for: a purchase of `POST /fan/payments`, or a paid consultation the fan booked. */
  item: object({ source: enums(SALE_SOURCES), id: resourceReferenceStruct }),
  amount: moneyStruct,
  state: enums(PAYMENT_STATES),
  createdAt: isoDateTimeStruct,
});
export type FanPayment = Infer<typeof fanPaymentStruct>;

/**
 * The local payment stand-in's cards (development only): one that pays, one the bank declines, one that pays
 * and is then disputed (a chargeback reverses the sale).
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  disputes: '4000000000000259',
} as const;
export const devChargePayloadStruct = object({ card: boundedText(19) });
export const devChargeStruct = object({ payment: fanPaymentStruct });
