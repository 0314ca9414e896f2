import { array, type Infer, integer, min, object } from 'superstruct';
import { isoDateStruct } from './scalars';

/**
 * `GET /pushes/discount-durations` (body not shown by spec 7): the durations a creator may pick, in seconds,
 * shaped like the price ranges.
 */
export const discountDurationsStruct = object({
  durations: array(object({ value: min(integer(), 0) })),
});
export type DiscountDurations = Infer<typeof discountDurationsStruct>;

/** `GET /pushes/calendar`: days that already have a publication; the date picker marks them (spec 2, 3). */
export const pushCalendarDatesStruct = object({ dates: array(isoDateStruct) });
export type PushCalendarDates = Infer<typeof pushCalendarDatesStruct>;

/** `GET /pushes/calendar/restrictions`: days the date picker disables (spec 2, 3). */
export const pushCalendarRestrictionsStruct = object({ dates: array(isoDateStruct) });
export type PushCalendarRestrictions = Infer<typeof pushCalendarRestrictionsStruct>;
