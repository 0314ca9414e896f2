import { describe, expect, it } from 'vitest';
import { calendarDay, dateTimeFormat, deviceTimeZone, listFormat, numberFormat } from './intl-formats';

describe('formatters are built once per language and options (a list formats a date per row)', () => {
  it('the same language and options give the same formatter, formatting as a new one would', () => {
    const options = { dateStyle: 'medium', timeZone: 'Europe/Paris' } as const;
    const first = dateTimeFormat('fr', options);
    expect(dateTimeFormat('fr', { ...options })).toBe(first);
    const at = new Date(Date.UTC(2026, 10, 27, 23, 30));
    expect(first.format(at)).toBe(new Intl.DateTimeFormat('fr', options).format(at));
    expect(first.format(at)).toBe('28 nov. 2026');
  });

  it('another language, time zone or kind gives another formatter', () => {
    const at = new Date(Date.UTC(2026, 10, 27, 23, 30));
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(at)).toBe('Nov 27, 2026');
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'Asia/Tokyo' }).format(at)).toBe(
      'Nov 28, 2026',
    );
    expect(numberFormat('fr', { style: 'percent' }).format(0.5)).toBe('50\u00a0%');
    expect(numberFormat('en', { style: 'percent' }).format(0.5)).toBe('50%');
    expect(listFormat('en', { type: 'unit', style: 'short' }).format(['a', 'b'])).toBe('a, b');
  });

  it("the device's zone is the runtime's", () => {
    expect(deviceTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe("a day is the creator's calendar day in their zone (the thread's days, the inbox's times, the notifications' days)", () => {
  it('an instant just after midnight in Paris is on the Paris day, the day before in New York', () => {
    const at = '2026-03-10T23:30:00Z';
    expect(calendarDay(at, 'Europe/Paris')).toBe('2026-03-11');
    expect(calendarDay(new Date(at), 'America/New_York')).toBe('2026-03-10');
    expect(calendarDay(at, 'UTC')).toBe('2026-03-10');
  });
});
