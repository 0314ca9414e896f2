import { CALENDAR_MAX_MONTHS_AHEAD } from '../constants';
import { MANDATORY_FIELD_ERROR, SCHEDULED_DATE_ERROR } from './error-keys';

/**
 * Calendar days as the date picker names them (spec 3: year, month, day; month 1-12). "Today" is the local
 * day of the clock that runs the rule, as the creator's date picker sees it.
 */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export function toCalendarDay(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Negative when `a` is before `b`, 0 on the same day, positive after. */
export function compareCalendarDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Months later, clamped to the end of a shorter month (31 January + 1 month = 28 or 29 February). */
export function addMonths(from: CalendarDay, months: number): CalendarDay {
  const monthIndex = from.year * 12 + (from.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(year, month, 0).getDate();
  return { year, month, day: Math.min(from.day, lastDay) };
}

/** `YYYY-MM-DD`, the wire form of a day (publication and restriction dates). */
export function formatCalendarDay({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface CalendarBounds {
  min: CalendarDay;
  max: CalendarDay;
}

/** Spec 5 "Calendar": the first selectable day is today, the last defaults to today plus 3 months. */
export function calendarBounds(
  now: Date = new Date(),
  monthsAhead: number = CALENDAR_MAX_MONTHS_AHEAD,
): CalendarBounds {
  const today = toCalendarDay(now);
  return { min: today, max: addMonths(today, monthsAhead) };
}

export function isWithinCalendarBounds(day: CalendarDay, bounds: CalendarBounds): boolean {
  return compareCalendarDays(day, bounds.min) >= 0 && compareCalendarDays(day, bounds.max) <= 0;
}

/**
 * Whether the date picker lets a day be chosen (spec 2): within the bounds and not restricted. Restrictions are
 * the `YYYY-MM-DD` days of `GET /pushes/calendar/restrictions`.
 */
export function isSelectableDay(
  day: CalendarDay,
  options: { now?: Date; max?: CalendarDay; restrictions?: readonly string[] } = {},
): boolean {
  const bounds = calendarBounds(options.now);
  if (!isWithinCalendarBounds(day, { min: bounds.min, max: options.max ?? bounds.max })) return false;
  return !(options.restrictions ?? []).includes(formatCalendarDay(day));
}

/** A form's Date, or the ISO-8601 string of a payload; anything else is no date. */
export function readDate(value: unknown): Date | null {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * The schedule rule of spec 5: no date is a missing value; a day outside the calendar bounds, or today at an
 * hour before the current one (the spec's numeric check on the hour), is content_upload_error_date.
 */
export function scheduledAtErrors(value: unknown, now: Date = new Date()): string[] {
  const scheduledAt = readDate(value);
  if (!scheduledAt) return [MANDATORY_FIELD_ERROR];
  const day = toCalendarDay(scheduledAt);
  if (!isWithinCalendarBounds(day, calendarBounds(now))) return [SCHEDULED_DATE_ERROR];
  const isToday = compareCalendarDays(day, toCalendarDay(now)) === 0;
  if (isToday && scheduledAt.getHours() < now.getHours()) return [SCHEDULED_DATE_ERROR];
  return [];
}
