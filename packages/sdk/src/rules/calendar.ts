import { CALENDAR_MAX_MONTHS_AHEAD } from '../constants';
import { MANDATORY_FIELD_ERROR, SCHEDULED_DATE_ERROR } from './error-keys';

export { isTimeZone } from './time-zone';

/**
 * Calendar days as the date picker names them (spec 3: year, month, day; month 1-12). "Today" is the day in the
 * creator's IANA time zone when one is given (the server always gives it), else the local day of the clock that
 * runs the rule, as the creator's own date picker sees it.
 */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export function toCalendarDay(date: Date, timeZone?: string): CalendarDay {
  if (!timeZone) return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  const { year, month, day } = wallClock(date, timeZone);
  return { year, month, day };
}

/** The wall-clock reading of an instant in an IANA zone (`Intl`, which knows every zone and DST rule). */
function wallClock(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour') };
}

function hourOf(date: Date, timeZone?: string): number {
  return timeZone ? wallClock(date, timeZone).hour : date.getHours();
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
  timeZone?: string,
): CalendarBounds {
  const today = toCalendarDay(now, timeZone);
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

/** Where a schedule is judged: the creator's zone and the days the platform closes (`YYYY-MM-DD`). */
export interface ScheduleContext {
  timeZone?: string;
  restrictions?: readonly string[];
}

/**
 * The schedule rule of spec 5: no date is a missing value; a day outside the calendar bounds, a restricted day
 * (spec 2: the date picker disables them), or today at an hour before the current one (the spec's numeric check
 * on the hour) is content_upload_error_date. Days and hours are the creator's, in their time zone.
 */
export function scheduledAtErrors(
  value: unknown,
  now: Date = new Date(),
  context: ScheduleContext = {},
): string[] {
  const scheduledAt = readDate(value);
  if (!scheduledAt) return [MANDATORY_FIELD_ERROR];
  const { timeZone, restrictions = [] } = context;
  const day = toCalendarDay(scheduledAt, timeZone);
  if (!isWithinCalendarBounds(day, calendarBounds(now, CALENDAR_MAX_MONTHS_AHEAD, timeZone))) {
    return [SCHEDULED_DATE_ERROR];
  }
  if (restrictions.includes(formatCalendarDay(day))) return [SCHEDULED_DATE_ERROR];
  const isToday = compareCalendarDays(day, toCalendarDay(now, timeZone)) === 0;
  if (isToday && hourOf(scheduledAt, timeZone) < hourOf(now, timeZone)) return [SCHEDULED_DATE_ERROR];
  return [];
}
