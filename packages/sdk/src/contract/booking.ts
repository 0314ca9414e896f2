import { array, boolean, type Infer, number, object, refine, string } from 'superstruct';
import { idStruct, isoDateStruct, isoDateTimeStruct } from './scalars';

/**
 * A booked consultation (spec 3: date-based, fields not shown): who booked which consultation, when. The
 * instants are UTC; `timeZone` is the creator's zone it was booked in, `attendeeTimeZone` the fan's.
 */
export const bookingStruct = refine(
  object({
    id: idStruct,
    consultationId: idStruct,
    consultationTitle: string(),
    startsAt: isoDateTimeStruct,
    endsAt: isoDateTimeStruct,
    attendeeName: string(),
    attendeeEmail: string(),
    attendeeTimeZone: string(),
    timeZone: string(),
  }),
  'bookingTimes',
  (booking) => Date.parse(booking.startsAt) < Date.parse(booking.endsAt),
);
export type Booking = Infer<typeof bookingStruct>;

/** `GET /bookings/dates?startDate&endDate` (spec 7): the days within the range that have bookings. */
export const bookingDatesStruct = object({ dates: array(isoDateStruct) });
export type BookingDates = Infer<typeof bookingDatesStruct>;

/** `GET /bookings/search?date` (spec 7): the bookings of one day. */
export const bookingSearchStruct = object({ bookings: array(bookingStruct) });
export type BookingSearch = Infer<typeof bookingSearchStruct>;

/**
 * `DELETE /bookings/{id}` and `DELETE /bookings/consultations/{id}`: what was done. The cancellation is stored
 * before anything else happens; removing the calendar events and telling the fans come after, and each says
 * whether it went through (`false`: the creator's calendar or the mail was out of reach, and the API logged it).
 */
export const bookingCancellationStruct = object({
  /** Bookings still to come that were cancelled (past ones stay in the creator's history). */
  cancelledBookings: number(),
  /** Every cancelled booking's event left the calendar that held it (true when there was none). */
  calendarUpdated: boolean(),
  /** Every fan of a cancelled booking still to come was sent the cancellation. */
  fansNotified: boolean(),
});
export type BookingCancellation = Infer<typeof bookingCancellationStruct>;
