import { trimmedDetails } from '@mym/sdk/forms';
import { validateBookingDetails } from '@mym/sdk/rules';
import { describe, expect, it } from 'vitest';
import { addDays, daysOf, lastDayOf, shiftMonth, todayIn, weekdayOf } from '../common/calendar/calendar-days';
import { lastBookableMonth } from './booking-window';
import { timeZoneChoices } from './time-zones';

describe("the fan's calendar days", () => {
  it("today is the zone's day, not the browser's: one instant, two days", () => {
    const instant = new Date('2026-05-21T02:30:00Z');
    expect(todayIn('America/New_York', instant)).toBe('2026-05-20');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-05-21');
  });

  it('months wrap across years and know their last day, leap years included', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(lastDayOf({ year: 2028, month: 2 })).toBe('2028-02-29');
    expect(daysOf({ year: 2026, month: 2 })).toHaveLength(28);
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(weekdayOf('2026-05-10')).toBe(0);
  });

  it('no month after the longest booking window the API accepts (365 days)', () => {
    expect(lastBookableMonth('2026-05-10')).toEqual({ year: 2027, month: 5 });
  });
});

describe('the details rules (spec 5 "Generic": mandatory_field_is_empty_error)', () => {
  it('a blank name or an address that cannot be one is refused with the generic key', () => {
    expect(validateBookingDetails({ name: '   ', email: 'ada@' })).toEqual({
      name: ['mandatory_field_is_empty_error'],
      email: ['mandatory_field_is_empty_error'],
    });
    expect(validateBookingDetails({ name: 'x'.repeat(101), email: 'ada@fans.example' })).toEqual({
      name: ['mandatory_field_is_empty_error'],
    });
    expect(validateBookingDetails({ name: 'Ada', email: ' ada@fans.example ' })).toEqual({});
    expect(trimmedDetails({ name: ' Ada ', email: ' ada@fans.example ' })).toEqual({
      name: 'Ada',
      email: 'ada@fans.example',
    });
  });
});

describe('the time zone choices', () => {
  it("offer the fan's and the creator's zones among the common ones, once each, west to east", () => {
    const now = new Date('2026-05-10T12:00:00Z');
    const choices = timeZoneChoices(['Asia/Kathmandu', 'Europe/Paris'], now);
    expect(choices.filter((choice) => choice.value === 'Europe/Paris')).toEqual([
      { value: 'Europe/Paris', label: 'Europe/Paris (GMT+2)' },
    ]);
    expect(choices.map((choice) => choice.value)).toContain('Asia/Kathmandu');
    const values = choices.map((choice) => choice.value);
    expect(values.indexOf('America/New_York')).toBeLessThan(values.indexOf('Europe/London'));
    expect(values.indexOf('Asia/Kolkata')).toBeLessThan(values.indexOf('Asia/Kathmandu'));
  });

  it('a name that is no zone is left out', () => {
    expect(timeZoneChoices(['Mars/Olympus']).map((choice) => choice.value)).not.toContain('Mars/Olympus');
  });
});
