import { enums, type Infer, nullable, object, optional, string } from 'superstruct';
import { bookingStruct } from './booking';
import { fanPaymentStruct } from './fan';
import { emailStruct } from './public-booking';
import { isoDateTimeStruct, timeZoneStruct } from './scalars';

/**
 * `POST /fan/consultations/:id/bookings`: a signed-in fan books a slot; the name is the fan's own, the email is
 * where the booking's notices go.
 */
export const fanBookingPayloadStruct = object({
  start: isoDateTimeStruct,
  email: emailStruct,
  timeZone: timeZoneStruct,
});
export type FanBookingPayload = Infer<typeof fanBookingPayloadStruct>;

/** A paid consultation waits for its payment; a free one, or one paid, is confirmed. */
export const FAN_BOOKING_STATES = ['awaiting_payment', 'confirmed'] as const;
export type FanBookingState = (typeof FAN_BOOKING_STATES)[number];

/**
 * A booking as the fan sees it: the booking, its state, the payment that charges its price (null for a free
 * consultation) and, when just made, its calendar file.
 */
export const fanBookingStruct = object({
  booking: bookingStruct,
  state: enums(FAN_BOOKING_STATES),
  payment: nullable(fanPaymentStruct),
  ics: optional(string()),
});
export type FanBooking = Infer<typeof fanBookingStruct>;
