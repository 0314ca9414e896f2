import type { PaymentEvent, PaymentRequest } from '@mym/sdk/contract';
import { DEFAULT_CURRENCY } from '@mym/sdk/rules';
import type { Kysely } from 'kysely';
import { confirmPaidBooking } from '../db/booking-holds';
import { findFanById, recordFanPurchase, recordFanReversal } from '../db/fan-accounts';
import { appendLedgerEntry, findEntryByEvent, findReversalOf, findSaleOfPayment } from '../db/ledger';
import { recordLiveEvents } from '../db/live-events';
import { closePendingPayments, insertPayment, lockPayment, setPaymentState } from '../db/payments';
import type { Database, FanAccountRow, FanRow, LedgerEntryRow, PaymentRow } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { ApiError } from '../http/errors';
import { notFound } from '../http/route-catalog';
import { paymentPrice } from './payment-prices';
import { availableAt, type LedgerSettings, reversalAmounts, saleAmounts } from './sale-amounts';
import { notifyLedgerEntry } from './sale-notifications';

/** A month of subscription, as the platform bills it. */
const SUBSCRIPTION_DAYS = 30;

/** Opens a payment the platform's payment service will confirm (or not): the price is the API's, never the client's. */
export async function openPayment(
  db: Kysely<Database>,
  account: FanAccountRow,
  request: PaymentRequest,
  now: Date,
): Promise<PaymentRow> {
  const priced = await paymentPrice(db, account, request, now);
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
