import {
  CalendarDate,
  type DateValue,
  GregorianCalendar,
  parseDate,
  toCalendar,
  toCalendarDate,
} from '@internationalized/date';

/** A day as the product passes it around (spec 3 "Date picker inputs": year, month, day). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** A time of day (spec 3 "default hour": hour, minute). */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** A day given as `{ year, month, day }` or as an ISO date or date-time string from the API. */
export type DayInput = CalendarDay | string;

export function dayToDate(day: DayInput): CalendarDate {
  if (typeof day === 'string') return parseDate(day.slice(0, 10));
  return new CalendarDate(day.year, day.month, day.day);
}

/** The gregorian day of a date, whatever calendar system the locale displays (spec 9 lists several). */
export function toCalendarDay(date: DateValue): CalendarDay {
  const gregorian = toCalendar(toCalendarDate(date), new GregorianCalendar());
  return { year: gregorian.year, month: gregorian.month, day: gregorian.day };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` key of a date, in the gregorian calendar. */
export function dayKey(date: DateValue): string {
  // The month asks this several times a day as it is drawn: a gregorian day of our era needs no conversion.
  if (date.calendar.identifier === 'gregory' && date.era === 'AD') {
    return `${String(date.year).padStart(4, '0')}-${twoDigits(date.month)}-${twoDigits(date.day)}`;
  }
  return dayToDate(toCalendarDay(date)).toString();
}

/** Set of `YYYY-MM-DD` keys, to look days up while rendering the month. */
export function dayKeys(days: readonly DayInput[]): Set<string> {
  return new Set(days.map((day) => dayToDate(day).toString()));
}
