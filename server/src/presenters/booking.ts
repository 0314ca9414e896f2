import type { Booking, FanBooking, FanBookingState } from '@mym/sdk/contract';
import type { BookingRow } from '../db/bookings';
import type { PaymentRow } from '../db/schema';
import { toFanPayment } from './fan-payment';

/** A booking as the creator and the fan read it (spec 3 "Booking"): instants in ISO 8601, both time zones. */
export function presentBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    consultationId: row.consultation_id,
    consultationTitle: row.consultation_title,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    attendeeName: row.attendee_name,
    attendeeEmail: row.attendee_email,
    attendeeTimeZone: row.attendee_time_zone,
    timeZone: row.time_zone,
  };
}

/**
 * Where a booking's calendar event is: the connection that wrote it (null once that connection is gone: the
 * event stays in a calendar the API no longer holds) and the provider's id for it.
 */
export interface BookingEventRef {
  connectionId: string | null;
  eventId: string;
}

/** A cancelled booking as the steps after the commit need it: its record, its calendar event, its payment. */
export interface CancelledBooking {
  booking: Booking;
  calendarEvent: BookingEventRef | null;
  paymentId: string | null;
}

export function presentCancelledBooking(row: BookingRow): CancelledBooking {
  return {
    booking: presentBooking(row),
    calendarEvent: row.calendar_event_id
      ? { connectionId: row.calendar_connection_id, eventId: row.calendar_event_id }
      : null,
    paymentId: row.payment_id,
  };
}

/** A fan's booking with where its payment stands (`awaiting_payment` until the payment service confirms it). */
export function presentFanBooking(
  booking: Booking,
  state: FanBookingState,
  payment: PaymentRow | undefined,
  ics?: string,
): FanBooking {
  return {
    booking,
    state,
    payment: payment ? toFanPayment(payment) : null,
    ...(ics === undefined ? {} : { ics }),
  };
}
