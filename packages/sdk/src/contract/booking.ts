import { array, type Infer, object, refine, string } from 'superstruct';
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
