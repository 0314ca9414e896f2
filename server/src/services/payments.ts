import type { PaymentEvent, PaymentRequest } from '@mym/sdk/contract';
import { DEFAULT_CURRENCY, validateTipAmount } from '@mym/sdk/rules';
import type { Kysely } from 'kysely';
import { confirmPaidBooking } from '../db/booking-holds';
import { findCreatorById } from '../db/creators';
import {
  ensureFanOfCreator,
  findFanById,
  findFanOfCreator,
  recordFanPurchase,
  recordFanReversal,
} from '../db/fan-accounts';
import {
  appendLedgerEntry,
  findEntryByEvent,
  findReversalOf,
  findSaleOfPayment,
  ownedItems,
} from '../db/ledger';
import { recordLiveEvents } from '../db/live-events';
import { findNoticedLive } from '../db/lives';
import { findAccountMessage } from '../db/messages';
import { closePendingPayments, insertPayment, lockPayment, setPaymentState } from '../db/payments';
import { findDeliveredPush } from '../db/push-reads';
import type { Database, FanAccountRow, FanRow, LedgerEntryRow, PaymentRow } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { ApiError } from '../http/errors';
import { notFound } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';
import { currentPushPrice } from './push-price';
import { availableAt, type LedgerSettings, reversalAmounts, saleAmounts } from './sale-amounts';
import { notifyLedgerEntry } from './sale-notifications';

/** A month of subscription, as the platform bills it. */
const SUBSCRIPTION_DAYS = 30;

interface Priced {
  fan: FanRow;
  itemId: string | null;
  amount: { value: number; currency: string };
}

async function alreadyOwned(
  db: Kysely<Database>,
  fan: FanRow,
  source: 'push' | 'message' | 'live',
  itemId: string,
) {
  if ((await ownedItems(db, [fan.id], source)).has(itemId)) {
    throw new ApiError(409, 'already_bought', 'The fan owns this already');
  }
}

/** What the item costs this fan now, and the fan's row with its creator; 404 for what the fan cannot buy. */
async function price(
  db: Kysely<Database>,
  account: FanAccountRow,
  request: PaymentRequest,
  now: Date,
): Promise<Priced> {
  const { source, id } = request.item;
  if (source === 'push') {
    const delivered = await findDeliveredPush(db, account.id, id);
    if (!delivered) throw notFound();
    const fan = await findFanOfCreator(db, account.id, delivered.creator_id);
    if (!fan) throw notFound();
    await alreadyOwned(db, fan, 'push', id);
    return { fan, itemId: id, amount: currentPushPrice(delivered, now) };
  }
  if (source === 'message') {
    const message = await findAccountMessage(db, account.id, id);
    if (message?.kind !== 'media' || message.price_value === null) throw notFound();
    const fan = await findFanOfCreator(db, account.id, message.creator_id);
    if (!fan) throw notFound();
    await alreadyOwned(db, fan, 'message', id);
    return {
      fan,
      itemId: id,
      amount: { value: message.price_value, currency: message.price_currency ?? DEFAULT_CURRENCY },
    };
  }
  if (source === 'live') return liveTicketPrice(db, account, id, now);
  const creator = await findCreatorById(db, id);
  if (!creator) throw notFound();
  if (source === 'tip') {
    const fan = await findFanOfCreator(db, account.id, creator.id);
    if (!fan || !(fan.follows || fan.subscription === 'active')) throw notFound();
    if (!request.amount)
      throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
        amount: ['mandatory_field_is_empty_error'],
      });
    rejectIfInvalid(validateTipAmount(request.amount.value));
    return { fan, itemId: null, amount: request.amount };
  }
  if (creator.subscription_price_value === null) {
    throw new ApiError(409, 'subscription_unavailable', 'This creator sells no subscription');
  }
  const fan = await ensureFanOfCreator(db, account, creator.id);
  if (fan.subscription === 'active' && fan.subscribed_until && fan.subscribed_until > now) {
    throw new ApiError(409, 'already_subscribed', 'The fan is subscribed already');
  }
  return {
    fan,
    itemId: creator.id,
    amount: {
      value: creator.subscription_price_value,
      currency: creator.subscription_price_currency ?? DEFAULT_CURRENCY,
    },
  };
}

/**
 * A ticket of a live the fan was told about: on sale until the live is over, unless it is free or cancelled;
 * 404 for a live the fan was never told about.
 */
async function liveTicketPrice(
  db: Kysely<Database>,
  account: FanAccountRow,
  liveId: string,
  now: Date,
): Promise<Priced> {
  const live = await findNoticedLive(db, account.id, liveId);
  if (!live) throw notFound();
  if (live.state === 'cancelled') throw new ApiError(409, 'live_cancelled', 'This live was cancelled');
  if (live.price_value === null)
    throw new ApiError(409, 'live_free', 'This live is free: it needs no ticket');
  if (live.starts_at.getTime() + live.duration_minutes * 60_000 <= now.getTime()) {
    throw new ApiError(409, 'live_over', 'This live is over');
  }
  const fan = await findFanOfCreator(db, account.id, live.creator_id);
  if (!fan) throw notFound();
  await alreadyOwned(db, fan, 'live', liveId);
  return {
    fan,
    itemId: liveId,
    amount: { value: live.price_value, currency: live.price_currency ?? DEFAULT_CURRENCY },
  };
}

/** Opens a payment the platform's payment service will confirm (or not): the price is the API's, never the client's. */
export async function openPayment(
  db: Kysely<Database>,
  account: FanAccountRow,
  request: PaymentRequest,
  now: Date,
): Promise<PaymentRow> {
  const priced = await price(db, account, request, now);
  return insertPayment(db, {
    creator_id: priced.fan.creator_id,
    fan_id: priced.fan.id,
    source: request.item.source,
    item_id: priced.itemId,
    amount_value: priced.amount.value,
    currency: priced.amount.currency,
  });
}

export interface PaymentEventOutcome {
  entry: LedgerEntryRow | undefined;
  duplicate: boolean;
}

/**
 * Records one event of the payment service: a confirmation appends a sale (fee and hold from the settings), a
 * refund or dispute appends its reversal. The same event twice, or a second event for what is recorded already,
 * writes nothing and says so. Runs in one transaction with the fan's figures and the live events.
 */
export function recordPaymentEvent(
  db: Kysely<Database>,
  settings: LedgerSettings,
  event: PaymentEvent,
): Promise<PaymentEventOutcome> {
  return inTransaction(db, async (trx) => {
    const known = await findEntryByEvent(trx, event.id);
    if (known) return { entry: known, duplicate: true };
    const payment = await lockPayment(trx, event.paymentId);
    if (!payment) throw notFound();
    if (payment.amount_value !== event.amount.value || payment.currency !== event.amount.currency) {
      throw new ApiError(400, 'amount_mismatch', 'The event amount is not the payment amount');
    }
    const fan = await findFanById(trx, payment.fan_id);
    const occurredAt = new Date(event.occurredAt);
    const existingSale = await findSaleOfPayment(trx, payment.id);

    if (event.type === 'payment.confirmed') {
      if (existingSale) return { entry: existingSale, duplicate: true };
      if (payment.state !== 'pending') throw new ApiError(409, 'payment_closed', 'The payment was declined');
      const amounts = saleAmounts(payment.amount_value, settings.feeBps);
      const entry = await appendLedgerEntry(trx, {
        creator_id: payment.creator_id,
        fan_id: payment.fan_id,
        payment_id: payment.id,
        kind: 'sale',
        source: payment.source,
        item_id: payment.item_id,
        ...amounts,
        currency: payment.currency,
        occurred_at: occurredAt,
        available_at: availableAt(occurredAt, settings.holdDays),
        reverses: null,
        event_id: event.id,
      });
      if (!entry) return { entry: await findEntryByEvent(trx, event.id), duplicate: true };
      await setPaymentState(trx, payment.id, 'confirmed');
      // A paid booking is confirmed by its payment, in the same transaction as its sale.
      if (payment.source === 'booking' && payment.item_id) await confirmPaidBooking(trx, payment.item_id);
      await recordFanPurchase(trx, fan.id, {
        spend: payment.currency === DEFAULT_CURRENCY ? amounts.gross : 0,
        at: occurredAt,
        ...(payment.source === 'subscription'
          ? {
              subscribedUntil: new Date(
                Math.max(fan.subscribed_until?.getTime() ?? 0, occurredAt.getTime()) +
                  SUBSCRIPTION_DAYS * 86_400_000,
              ),
            }
          : {}),
      });
      await recordSaleEvents(trx, fan, 'sale.created', entry);
      await notifyLedgerEntry(trx, fan, entry);
      return { entry, duplicate: false };
    }

    if (!existingSale)
      throw new ApiError(409, 'payment_not_confirmed', 'No sale to reverse for this payment');
    const kind = event.type === 'payment.refunded' ? 'refund' : 'chargeback';
    return reverseSale(trx, existingSale, fan, { kind, eventId: event.id, occurredAt });
  });
}

/**
 * Appends the reversal of a sale (a refund or a chargeback, amounts negated, available at once), marks its payment
 * reversed and takes it off the fan's spend, inside the caller's transaction; a sale reversed already writes
 * nothing and answers the reversal found.
 */
export async function reverseSale(
  trx: Kysely<Database>,
  existingSale: LedgerEntryRow,
  fan: FanRow,
  reversal: { kind: 'refund' | 'chargeback'; eventId: string; occurredAt: Date },
): Promise<PaymentEventOutcome> {
  const { occurredAt } = reversal;
  const entry = await appendLedgerEntry(trx, {
    creator_id: existingSale.creator_id,
    fan_id: existingSale.fan_id,
    payment_id: existingSale.payment_id,
    kind: reversal.kind,
    source: existingSale.source,
    item_id: existingSale.item_id,
    ...reversalAmounts(existingSale),
    currency: existingSale.currency,
    occurred_at: occurredAt,
    // A reversal takes its money back at once: nothing of it waits for the hold.
    available_at: occurredAt,
    reverses: existingSale.id,
    event_id: reversal.eventId,
  });
  if (!entry) {
    return { entry: await findReversalOf(trx, existingSale.id), duplicate: true };
  }
  if (existingSale.payment_id) await setPaymentState(trx, existingSale.payment_id, 'reversed');
  await recordFanReversal(trx, fan.id, {
    spend: existingSale.currency === DEFAULT_CURRENCY ? existingSale.gross : 0,
    subscription: existingSale.source === 'subscription',
  });
  await recordSaleEvents(trx, fan, 'sale.reversed', entry);
  await notifyLedgerEntry(trx, fan, entry);
  return { entry, duplicate: false };
}

/**
 * Gives back what cancelled bookings were paid (the creator cancelled them, or their consultation): a
 * confirmed payment's sale is reversed by a refund row; a payment still open is closed, so it is never charged.
 * Each refund is recorded once, however often it is asked.
 */
export async function refundPayments(db: Kysely<Database>, paymentIds: readonly string[], now: Date) {
  for (const paymentId of paymentIds) {
    await inTransaction(db, async (trx) => {
      const payment = await lockPayment(trx, paymentId);
      if (!payment) return;
      if (payment.state === 'pending') {
        await closePendingPayments(trx, [payment.id]);
        return;
      }
      const sale = await findSaleOfPayment(trx, payment.id);
      if (!sale || payment.state !== 'confirmed') return;
      const fan = await findFanById(trx, payment.fan_id);
      await reverseSale(trx, sale, fan, { kind: 'refund', eventId: `refund:${payment.id}`, occurredAt: now });
    });
  }
}

function recordSaleEvents(
  db: Kysely<Database>,
  fan: FanRow,
  type: 'sale.created' | 'sale.reversed',
  entry: LedgerEntryRow,
) {
  const base = { type, conversation_id: fan.id, message_id: null, entry_id: entry.id };
  return recordLiveEvents(db, [
    { ...base, creator_id: fan.creator_id, account_id: null },
    ...(fan.account_id ? [{ ...base, creator_id: null, account_id: fan.account_id }] : []),
  ]);
}
