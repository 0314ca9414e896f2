import { formatCalendarDay, toCalendarDay } from '@mym/sdk/rules';

/**
 * Today in the creator's time zone (`YYYY-MM-DD`), the day the calendars start from and the schedule rules of
 * pushes and lives judge by (DESIGN "Time").
 */
export function creatorToday(now: Date, timeZone: string): string {
  return formatCalendarDay(toCalendarDay(now, timeZone));
}
