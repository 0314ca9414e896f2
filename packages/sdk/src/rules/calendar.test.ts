import { describe, expect, it } from 'vitest';
import { addMonths, calendarBounds, isSelectableDay, scheduledAtErrors } from './calendar';

// Local times: the rules speak of the creator's "today" and "current hour".
const now = new Date(2025, 5, 15, 14, 30);

describe('calendar bounds (spec 5 "Calendar")', () => {
  it('minimum is today, maximum today plus 3 months (spec 5)', () => {
    expect(calendarBounds(now)).toEqual({
      min: { year: 2025, month: 6, day: 15 },
      max: { year: 2025, month: 9, day: 15 },
    });
  });

  it.each([
    [{ year: 2025, month: 1, day: 31 }, 1, { year: 2025, month: 2, day: 28 }],
    [{ year: 2024, month: 1, day: 31 }, 1, { year: 2024, month: 2, day: 29 }],
    [{ year: 2025, month: 11, day: 30 }, 3, { year: 2026, month: 2, day: 28 }],
    [{ year: 2025, month: 10, day: 15 }, 3, { year: 2026, month: 1, day: 15 }],
  ])('3 months ahead stays in the target month: %j + %d -> %j (spec 5, 9)', (from, months, to) => {
    expect(addMonths(from, months)).toEqual(to);
  });

  it.each([
    [{ year: 2025, month: 6, day: 14 }, false, 'yesterday'],
    [{ year: 2025, month: 6, day: 15 }, true, 'today'],
    [{ year: 2025, month: 9, day: 15 }, true, 'today + 3 months'],
    [{ year: 2025, month: 9, day: 16 }, false, 'the day after the maximum'],
  ])('day %j selectable %s: %s (spec 2, 5)', (day, selectable) => {
    expect(isSelectableDay(day, { now })).toBe(selectable);
  });

  it('restricted days are disabled (spec 2)', () => {
    const day = { year: 2025, month: 7, day: 1 };
    expect(isSelectableDay(day, { now, restrictions: ['2025-07-01'] })).toBe(false);
    expect(isSelectableDay(day, { now, restrictions: ['2025-07-02'] })).toBe(true);
  });

  it('a caller-given maximum replaces the default (spec 3 "optional maximum date")', () => {
    expect(
      isSelectableDay({ year: 2025, month: 7, day: 1 }, { now, max: { year: 2025, month: 6, day: 30 } }),
    ).toBe(false);
  });
});

describe('scheduledAt (spec 5: today at a past hour -> content_upload_error_date)', () => {
  it.each([
    [new Date(2025, 5, 15, 13, 59), ['content_upload_error_date'], 'today at a past hour'],
    [new Date(2025, 5, 15, 14, 0), [], 'today at the current hour'],
    [new Date(2025, 5, 15, 15, 0), [], 'today at a later hour'],
    [new Date(2025, 5, 16, 9, 0), [], 'tomorrow at an hour already gone today'],
    [new Date(2025, 5, 14, 23, 0), ['content_upload_error_date'], 'yesterday'],
    [new Date(2025, 8, 15, 23, 59), [], 'the last day of the calendar'],
    [new Date(2025, 8, 16, 0, 0), ['content_upload_error_date'], 'beyond the calendar maximum'],
  ])('%s -> %j: %s (spec 5)', (scheduledAt, keys) => {
    expect(scheduledAtErrors(scheduledAt, now)).toEqual(keys);
  });

  it('accepts the ISO string of a payload (spec 3 wire dates)', () => {
    expect(scheduledAtErrors(new Date(2025, 5, 15, 10).toISOString(), now)).toEqual([
      'content_upload_error_date',
    ]);
  });

  it.each([undefined, null, 'not a date', new Date(Number.NaN), 42])(
    'no usable date %j -> mandatory_field_is_empty_error (spec 5 "Generic")',
    (value) => {
      expect(scheduledAtErrors(value, now)).toEqual(['mandatory_field_is_empty_error']);
    },
  );
});
