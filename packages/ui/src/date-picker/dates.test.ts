import { CalendarDate, JapaneseCalendar, PersianCalendar, toCalendar } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { dayKey } from './dates';

describe('a day keeps one key whatever calendar the locale shows (spec 9 calendar systems)', () => {
  it('a gregorian day reads as YYYY-MM-DD', () => {
    expect(dayKey(new CalendarDate(2026, 1, 5))).toBe('2026-01-05');
    expect(dayKey(new CalendarDate(987, 12, 31))).toBe('0987-12-31');
  });

  it('the same day shown in the Persian or Japanese calendar has the gregorian key', () => {
    const day = new CalendarDate(2026, 3, 21);
    expect(dayKey(toCalendar(day, new PersianCalendar()))).toBe('2026-03-21');
    expect(dayKey(toCalendar(day, new JapaneseCalendar()))).toBe('2026-03-21');
  });
});
