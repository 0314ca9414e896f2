import { describe, expect, it } from 'vitest';
import { nextFullHour, scheduleTimeZone } from './schedule-zone';
import { scheduleInstant, wallClockOf } from './zoned-schedule';

describe('a schedule is chosen on the creator wall clock and travels in UTC (DESIGN "Time")', () => {
  it('18:00 on 24 November 2026 in Paris is 17:00 UTC, and reads back as chosen', () => {
    const instant = scheduleInstant(
      { year: 2026, month: 11, day: 24 },
      { hour: 18, minute: 0 },
      'Europe/Paris',
    );
    expect(instant.toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(wallClockOf(instant, 'Europe/Paris')).toEqual({
      day: { year: 2026, month: 11, day: 24 },
      time: { hour: 18, minute: 0 },
    });
  });

  it('the same wall clock in New York is another instant: the zone decides, not the browser', () => {
    const instant = scheduleInstant(
      { year: 2026, month: 11, day: 24 },
      { hour: 18, minute: 0 },
      'America/New_York',
    );
    expect(instant.toISOString()).toBe('2026-11-24T23:00:00.000Z');
  });

  it('02:30 on 28 March 2027 does not exist in Paris (clocks go forward): it moves to 03:30+02:00', () => {
    const instant = scheduleInstant(
      { year: 2027, month: 3, day: 28 },
      { hour: 2, minute: 30 },
      'Europe/Paris',
    );
    expect(instant.toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('a schedule switched on starts at the next full hour', () => {
    expect(nextFullHour(new Date('2026-11-23T10:20:30Z')).toISOString()).toBe('2026-11-23T11:00:00.000Z');
  });

  it('without a zone from the API the browser zone is used, never an empty one', () => {
    expect(scheduleTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(scheduleTimeZone(null)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
