import { AVAILABILITY_DEFAULTS, type Availability, type DateOverride } from '@mym/sdk/contract';
import { type AvailabilityRows, DEFAULT_TIME_ZONE } from '../db/availability';

/** The creator's availability (weekly hours, overrides, buffers, notice, window); the defaults until set. */
export function presentAvailability({ settings, slots }: AvailabilityRows): Availability {
  const weekly = slots.map((slot) => ({ weekday: slot.weekday, start: slot.start_time, end: slot.end_time }));
  if (!settings)
    return { timeZone: DEFAULT_TIME_ZONE, slots: weekly, overrides: [], ...AVAILABILITY_DEFAULTS };
  const overrides =
    typeof settings.overrides === 'string' ? JSON.parse(settings.overrides) : settings.overrides;
  return {
    timeZone: settings.time_zone,
    slots: weekly,
    overrides: overrides as DateOverride[],
    bufferBeforeMinutes: settings.buffer_before_minutes,
    bufferAfterMinutes: settings.buffer_after_minutes,
    minimumNoticeMinutes: settings.minimum_notice_minutes,
    bookingWindowDays: settings.booking_window_days,
  };
}
