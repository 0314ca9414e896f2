import type { Booking } from '@mym/sdk/contract';
import type { Interval } from '@mym/sdk/rules/slots';
import type { Kysely } from 'kysely';
import {
  bookedIntervals,
  countBookingsForCaps,
  insertBooking,
  type NewBookingRow,
  releaseExpiredHolds,
  setBookingPayment,
} from '../db/booking-holds';
import { findBooking } from '../db/bookings';
import { lockCreator } from '../db/creator-counts';
import { insertPayment } from '../db/payments';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { presentBooking } from '../presenters/booking';
import { notifyBooking } from './booking-notifications';

const DAY_MS = 24 * 3600 * 1000;

export interface NewBooking extends Omit<NewBookingRow, 'holdUntil'> {
  /** A paid booking: it waits for this payment (opened with it) and holds its slot until `holdUntil`. */
  payment?: { fanId: string; amount: { value: number; currency: string }; holdUntil: Date };
}

/** What one email address and one creator may hold: counted under the creator's lock with the booking itself. */
export interface BookingCaps {
  /** Bookings still to come (after `now`) one email address may hold, every creator together. */
  pendingPerEmail: number;
  /** Bookings one creator may receive in the 24 hours before `now`. */
  perCreatorPerDay: number;
  now: Date;
}

export type BookingInsert =
  | { kind: 'booked'; booking: Booking; paymentId: string | null }
  | { kind: 'taken' }
  | { kind: 'email_cap' }
  | { kind: 'creator_day_cap' };

/**
 * Stores a booking if `stillFree` agrees and the caps allow it, all under a lock on the creator's row: two fans
 * booking at once are served one after the other, and the second sees the first's booking (no double booking,
 * on PostgreSQL and on the embedded database alike). The email cap counts that address's bookings with other
 * creators too, so a lock-free race across creators may pass it by a booking or two; it is a flood guard. The
 * creator hears of the booking in the transaction that stores it.
 */
export async function insertBookingIfFree(
  db: Kysely<Database>,
  booking: NewBooking,
  stillFree: (booked: Interval[]) => boolean,
  caps: BookingCaps,
): Promise<BookingInsert> {
  return inTransaction(db, async (trx) => {
    await lockCreator(trx, booking.creatorId);
    await releaseExpiredHolds(trx, booking.creatorId, caps.now);
    const booked = await bookedIntervals(
      trx,
      booking.creatorId,
      {
        from: new Date(Date.parse(booking.start) - DAY_MS).toISOString(),
        to: new Date(Date.parse(booking.end) + DAY_MS).toISOString(),
      },
      caps.now,
    );
    if (!stillFree(booked)) return { kind: 'taken' };
    const counts = await countBookingsForCaps(trx, {
      email: booking.email,
      creatorId: booking.creatorId,
      now: caps.now,
      since: new Date(caps.now.getTime() - DAY_MS),
    });
    if (counts.pendingForEmail >= caps.pendingPerEmail) return { kind: 'email_cap' };
    if (counts.creatorSince >= caps.perCreatorPerDay) return { kind: 'creator_day_cap' };
    const { payment, ...row } = booking;
    const bookingId = await insertBooking(
      trx,
      payment ? { ...row, holdUntil: payment.holdUntil } : row,
      caps.now,
    );
    if (!bookingId) return { kind: 'taken' };
    let paymentId: string | null = null;
    if (payment) {
      const opened = await insertPayment(trx, {
        creator_id: booking.creatorId,
        fan_id: payment.fanId,
        source: 'booking',
        item_id: bookingId,
        amount_value: payment.amount.value,
        currency: payment.amount.currency,
      });
      await setBookingPayment(trx, bookingId, opened.id);
      paymentId = opened.id;
    }
    const storedRow = await findBooking(trx, booking.creatorId, bookingId);
    if (!storedRow) return { kind: 'taken' };
    const stored = presentBooking(storedRow);
    await notifyBooking(trx, booking.creatorId, stored, caps.now);
    return { kind: 'booked', booking: stored, paymentId };
  });
}
