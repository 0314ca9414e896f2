import {
  type CalendarDate,
  endOfMonth,
  getWeeksInMonth,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from '@internationalized/date';

/** The days a month view shows, week by week; days of the weeks' other months are null (empty cells). */
export function monthWeeks(month: CalendarDate, locale: string): (CalendarDate | null)[][] {
  const first = startOfMonth(month);
  const start = startOfWeek(first, locale);
  return Array.from({ length: getWeeksInMonth(first, locale) }, (_week, week) =>
    Array.from({ length: 7 }, (_day, day) => {
      const date = start.add({ days: week * 7 + day });
      return isSameMonth(date, first) ? date : null;
    }),
  );
}

/** The `startDate`/`endDate` of `GET /bookings/dates` for a month: its first and last day, both included. */
export function monthRange(month: CalendarDate): { startDate: string; endDate: string } {
  return { startDate: startOfMonth(month).toString(), endDate: endOfMonth(month).toString() };
}

/** Where a key moves the focused day of a month grid (the ARIA date grid keys); null for other keys. */
export function movedDay(date: CalendarDate, key: string, locale: string): CalendarDate | null {
  switch (key) {
    case 'ArrowLeft':
      return date.subtract({ days: 1 });
    case 'ArrowRight':
      return date.add({ days: 1 });
    case 'ArrowUp':
      return date.subtract({ weeks: 1 });
    case 'ArrowDown':
      return date.add({ weeks: 1 });
    case 'Home':
      return startOfWeek(date, locale);
    case 'End':
      return startOfWeek(date, locale).add({ days: 6 });
    case 'PageUp':
      return date.subtract({ months: 1 });
    case 'PageDown':
      return date.add({ months: 1 });
    default:
      return null;
  }
}

/** A calendar day read as words ("lundi 3 novembre 2026"): the day itself, in no time zone. */
export function formatDay(date: CalendarDate, locale: string, style: 'full' | 'long' = 'full'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(date.toDate('UTC'));
}

/** The visible month's name ("novembre 2026"). */
export function formatMonth(month: CalendarDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    month.toDate('UTC'),
  );
}

/** The weekday names in the grid's order: narrow for the eye, long for screen readers. */
export function weekdayNames(month: CalendarDate, locale: string): { narrow: string; long: string }[] {
  const start = startOfWeek(startOfMonth(month), locale);
  const narrow = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_day, index) => {
    const day = start.add({ days: index }).toDate('UTC');
    return { narrow: narrow.format(day), long: long.format(day) };
  });
}
