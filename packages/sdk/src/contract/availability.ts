import { array, defaulted, type Infer, integer, max, min, object, refine, size } from 'superstruct';
import { boundedPattern, isoDateStruct, timeZoneStruct } from './scalars';

/**
 * A time of day, `HH:mm` on a 24-hour clock; zero-padded so that strings compare like times. `24:00` ends a
 * range at the next midnight.
 */
export const timeOfDayStruct = boundedPattern(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 5);

const ordered = <T extends { start: string; end: string }>(range: T) => range.start < range.end;

/** Opening hours within one day, in the creator's zone. */
export const timeRangeStruct = refine(
  object({ start: timeOfDayStruct, end: timeOfDayStruct }),
  'rangeOrder',
  ordered,
);
export type TimeRange = Infer<typeof timeRangeStruct>;

/** One weekly opening: weekday as `Date#getDay` numbers it (0 is Sunday), from `start` to `end` that day. */
export const availabilitySlotStruct = refine(
  object({
    weekday: max(min(integer(), 0), 6),
    start: timeOfDayStruct,
    end: timeOfDayStruct,
  }),
  'slotOrder',
  ordered,
);
export type AvailabilitySlot = Infer<typeof availabilitySlotStruct>;

/**
 * One day that differs from the week: no ranges is a day off; ranges replace that day's weekly hours (also on a
 * day that is normally closed).
 */
export const dateOverrideStruct = object({
  date: isoDateStruct,
  ranges: size(array(timeRangeStruct), 0, 12),
});
export type DateOverride = Infer<typeof dateOverrideStruct>;

/** Bounds of the booking settings: a day of buffer, a month of notice, a year of window at most. */
export const AVAILABILITY_LIMITS = {
  bufferMinutesMax: 24 * 60,
  minimumNoticeMinutesMax: 31 * 24 * 60,
  bookingWindowDaysMax: 365,
} as const;

/** Defaults of a creator who never set them: two hours of notice, two months ahead, no buffer. */
export const AVAILABILITY_DEFAULTS = {
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 120,
  bookingWindowDays: 60,
} as const;

const minutesUpTo = (limit: number) => max(min(integer(), 0), limit);

/**
 * `GET` and `PUT /bookings/availability` (catalog configuration, spec 2): when consultations can be booked,
 * in the creator's IANA time zone so that opening hours survive daylight-saving changes. Settings left out of
 * a `PUT` take their defaults.
 */
export const availabilityStruct = object({
  timeZone: size(timeZoneStruct, 1, 64),
  slots: size(array(availabilitySlotStruct), 0, 7 * 12),
  overrides: defaulted(size(array(dateOverrideStruct), 0, 366), []),
  bufferBeforeMinutes: defaulted(
    minutesUpTo(AVAILABILITY_LIMITS.bufferMinutesMax),
    AVAILABILITY_DEFAULTS.bufferBeforeMinutes,
  ),
  bufferAfterMinutes: defaulted(
    minutesUpTo(AVAILABILITY_LIMITS.bufferMinutesMax),
    AVAILABILITY_DEFAULTS.bufferAfterMinutes,
  ),
  minimumNoticeMinutes: defaulted(
    minutesUpTo(AVAILABILITY_LIMITS.minimumNoticeMinutesMax),
    AVAILABILITY_DEFAULTS.minimumNoticeMinutes,
  ),
  bookingWindowDays: defaulted(
    max(min(integer(), 1), AVAILABILITY_LIMITS.bookingWindowDaysMax),
    AVAILABILITY_DEFAULTS.bookingWindowDays,
  ),
});
export type Availability = Infer<typeof availabilityStruct>;

/** What `PUT /bookings/availability` takes: the settings left out take their defaults. */
export type AvailabilityPayload = Pick<Availability, 'timeZone' | 'slots'> &
  Partial<Omit<Availability, 'timeZone' | 'slots'>>;
