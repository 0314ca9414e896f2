import { dateTimeFormat } from '../intl-formats';
/**
 * Day and month arithmetic of the month grid (the fan's booking calendar, the creator's bookings), on `YYYY-MM-DD`
 * strings. A calendar day has no time zone, so the math runs on UTC midnights (never on the browser's zone, which is not necessarily the one shown).
 */

/** One page of the calendar: a month, 1 to 12. */
export interface MonthPage {
  year: number;
  month: number;
}

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');
const utcOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoOf = (epoch: number) => new Date(epoch).toISOString().slice(0, 10);

/** The day a zone's clocks show at an instant (`Intl` knows every IANA zone; no offset is guessed here). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function addDays(date: string, days: number): string {
  return isoOf(utcOf(date) + days * DAY_MS);
}

/** 0 is Sunday, as `Date#getDay` counts. */
export function weekdayOf(date: string): number {
  return new Date(utcOf(date)).getUTCDay();
}

export function monthOf(date: string): MonthPage {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function shiftMonth(page: MonthPage, months: number): MonthPage {
  const index = page.year * 12 + (page.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: MonthPage, b: MonthPage): number {
  return a.year - b.year || a.month - b.month;
}

export function firstDayOf(page: MonthPage): string {
  return `${page.year}-${pad(page.month)}-01`;
}

export function lastDayOf(page: MonthPage): string {
  return addDays(firstDayOf(shiftMonth(page, 1)), -1);
}

/** Every day of a month, in order. */
export function daysOf(page: MonthPage): string[] {
  const days: string[] = [];
  for (let day = firstDayOf(page); day <= lastDayOf(page); day = addDays(day, 1)) days.push(day);
  return days;
}

/** Whether a date is a day of the given month. */
export function isInMonth(date: string, page: MonthPage): boolean {
  return compareMonths(monthOf(date), page) === 0;
}

/** A calendar day (`YYYY-MM-DD`) written out: "Tuesday, May 12, 2026". */
export function formatDay(date: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** A month's name and year, as the calendar's title: "May 2026". */
export function formatMonth(date: string, locale: string): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
