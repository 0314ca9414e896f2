import { AVAILABILITY_LIMITS } from '@mym/sdk/contract';
import { addDays, type MonthPage, monthOf } from '../common/calendar/calendar-days';

/**
 * The last month worth showing: no creator opens bookings further ahead than the longest booking window the API
 * accepts, so months after it can only be empty. (Apart from zoned-days.ts so that the first step, which needs
 * the day arithmetic, does not load the contract's entry.)
 */
export function lastBookableMonth(today: string): MonthPage {
  return monthOf(addDays(today, AVAILABILITY_LIMITS.bookingWindowDaysMax));
}
