import { array, boolean, type Infer, object, refine, size, string } from 'superstruct';
import { NAME_MAX_LENGTH } from '../constants';
import { isEmailAddress } from '../rules/email';
import { type Booking, bookingStruct } from './booking';
import { consultationStruct } from './consultation';
import { isoDateTimeStruct, timeZoneStruct } from './scalars';

/** What a fan sees of a consultation: no creation date, no paused ones. */
export const publicConsultationStruct = object({
  id: consultationStruct.schema.id,
  title: consultationStruct.schema.title,
  description: consultationStruct.schema.description,
  duration: consultationStruct.schema.duration,
  price: consultationStruct.schema.price,
});
export type PublicConsultation = Infer<typeof publicConsultationStruct>;

/** `GET /public/creators/{creatorId}/consultations`: the creator's bookable consultations and zone. */
export const publicConsultationListStruct = object({
  consultations: array(publicConsultationStruct),
  timeZone: string(),
});
export type PublicConsultationList = Infer<typeof publicConsultationListStruct>;

/** One bookable start, UTC instants; the end follows from the consultation's duration. */
export const slotStruct = object({ start: isoDateTimeStruct, end: isoDateTimeStruct });
export type Slot = Infer<typeof slotStruct>;

/** At most this many days of slots per request (a month and a bit: one calendar page). */
export const SLOTS_RANGE_MAX_DAYS = 42;

/** `GET /public/consultations/{id}/slots?from&to&timeZone`. */
export const slotsQueryStruct = object({
  from: isoDateTimeStruct,
  to: isoDateTimeStruct,
  timeZone: timeZoneStruct,
});

/**
 * The answer: `available` is false while the creator's calendar cannot be read (then no slot is offered
 * rather than risking a double booking).
 */
export const slotListStruct = object({
  slots: array(slotStruct),
  timeZone: string(),
  available: boolean(),
});
export type SlotList = Infer<typeof slotListStruct>;

/**
 * A plausible email address: something, `@`, a dotted domain; the fan's inbox is the real check. Its length is
 * checked before any character is read (`isEmailAddress`), so a hostile address costs nothing.
 */
export const emailStruct = refine(string(), 'email', isEmailAddress);

/** The fan's name as they type it: shown to the creator and in mail, never longer than this. */
export const ATTENDEE_NAME_MAX_LENGTH = NAME_MAX_LENGTH;

/**
 * The code of the public booking's 402: a priced consultation is booked by a signed-in fan, who pays it
 * (`createFanClient(...).book`); the public route stores nothing for it.
 */
export const PAYMENT_REQUIRED = 'payment_required';

/** `POST /public/consultations/{id}/bookings`. */
export const publicBookingPayloadStruct = object({
  start: isoDateTimeStruct,
  name: size(string(), 1, ATTENDEE_NAME_MAX_LENGTH),
  email: emailStruct,
  timeZone: timeZoneStruct,
});
export type PublicBookingPayload = Infer<typeof publicBookingPayloadStruct>;

/** The answer: the booking and its calendar file (RFC 5545, with the time zone) for the fan to keep. */
export const publicBookingStruct = object({ booking: bookingStruct, ics: string() });
export type PublicBooking = { booking: Booking; ics: string };
