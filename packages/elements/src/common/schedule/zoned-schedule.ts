import { CalendarDateTime, fromDate } from '@internationalized/date';
import type { CalendarDay, TimeOfDay } from '@mym/ui';

/**
 * A schedule is chosen as a day and a time on the creator's wall clock, in their IANA zone, and travels as a UTC
 * instant (DESIGN "Time"). A time that does not exist on a day (the hour skipped when clocks go forward) moves
 * later, as the clock itself does.
 */
export function scheduleInstant(day: CalendarDay, time: TimeOfDay, timeZone: string): Date {
  return new CalendarDateTime(day.year, day.month, day.day, time.hour, time.minute).toDate(timeZone, 'later');
}

/** The day and time an instant reads on the creator's wall clock. */
export function wallClockOf(instant: Date, timeZone: string): { day: CalendarDay; time: TimeOfDay } {
  const zoned = fromDate(instant, timeZone);
  return {
    day: { year: zoned.year, month: zoned.month, day: zoned.day },
    time: { hour: zoned.hour, minute: zoned.minute },
  };
}
