import type { CalendarEntry } from '@mym/sdk';
import {
  addDays,
  firstDayOf,
  lastDayOf,
  monthOf,
  shiftMonth,
  todayIn,
  weekdayOf,
} from '../common/calendar/calendar-days';
import { dateTimeFormat } from '../common/intl-formats';
import { scheduleInstant, wallClockOf } from '../common/schedule/zoned-schedule';

/** The calendar shows a month (whole weeks around it) or one week. */
export type CalendarView = 'month' | 'week';

/** The locale's first day of the week, 0 for Sunday (Monday in French, Sunday in US English). */
export function firstWeekday(locale: string): number {
  const info = (
    new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number } }
  ).getWeekInfo?.();
  return info ? info.firstDay % 7 : 1;
}

/** The first day of the week holding `date`. */
export function weekStartOf(date: string, locale: string): string {
  return addDays(date, -((weekdayOf(date) - firstWeekday(locale) + 7) % 7));
}

/**
 * The days a page shows, in order: the week of `anchor`, or the whole weeks covering the month of `anchor`. Days
 * are `YYYY-MM-DD` of the creator's zone; a day of 23 or 25 hours is still one cell (no hour arithmetic here).
 */
export function pageDays(view: CalendarView, anchor: string, locale: string): string[] {
  const first =
    view === 'week' ? weekStartOf(anchor, locale) : weekStartOf(firstDayOf(monthOf(anchor)), locale);
  const last =
    view === 'week' ? addDays(first, 6) : addDays(weekStartOf(lastDayOf(monthOf(anchor)), locale), 6);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The anchor of the page before (`-1`) or after (`1`). */
export function shiftPage(view: CalendarView, anchor: string, step: number): string {
  return view === 'week' ? addDays(anchor, 7 * step) : firstDayOf(shiftMonth(monthOf(anchor), step));
}

/** The day of the creator's zone an entry starts on. */
export function entryDay(entry: Pick<CalendarEntry, 'startsAt'>, timeZone: string): string {
  return todayIn(timeZone, new Date(entry.startsAt));
}

/** The wall-clock time an entry starts at in the creator's zone ("20:00", "8:00 PM"). */
export function entryTime(entry: Pick<CalendarEntry, 'startsAt'>, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone, timeStyle: 'short' }).format(new Date(entry.startsAt));
}

/**
 * The instant an entry moved to another day starts at: the same wall-clock time on the new day, in the creator's
 * zone, so a push at 20:00 stays at 20:00 across a change of daylight saving time. An hour the new day skips moves
 * later, as the composers do.
 */
export function movedInstant(entry: Pick<CalendarEntry, 'startsAt'>, day: string, timeZone: string): Date {
  const { time } = wallClockOf(new Date(entry.startsAt), timeZone);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return scheduleInstant({ year, month, day: date }, time, timeZone);
}
