import { array, type Infer, integer, max, min, object, pattern, refine, size, string } from 'superstruct';

/** A time of day, `HH:mm` on a 24-hour clock; zero-padded so that strings compare like times. */
export const timeOfDayStruct = pattern(string(), /^([01]\d|2[0-3]):[0-5]\d$/);

/** One weekly opening: weekday as `Date#getDay` numbers it (0 is Sunday), from `start` to `end` that day. */
export const availabilitySlotStruct = refine(
  object({
    weekday: max(min(integer(), 0), 6),
    start: timeOfDayStruct,
    end: timeOfDayStruct,
  }),
  'slotOrder',
  (slot) => slot.start < slot.end,
);
export type AvailabilitySlot = Infer<typeof availabilitySlotStruct>;

/**
 * `GET` and `PUT /bookings/availability` (catalog configuration, spec 2): when consultations can be booked,
 * in the creator's IANA time zone so that opening hours survive daylight-saving changes.
 */
export const availabilityStruct = object({
  timeZone: size(string(), 1, 64),
  slots: array(availabilitySlotStruct),
});
export type Availability = Infer<typeof availabilityStruct>;
