import { describe, expect, it } from 'vitest';
import { AVAILABILITY_DEFAULTS, type Availability } from '../contract';
import {
  availabilityFormErrors,
  availabilityFormToPayload,
  availabilityToForm,
  formErrorsFromApi,
  nextRange,
} from './availability-form';

const stored: Availability = {
  timeZone: 'Europe/Paris',
  slots: [
    { weekday: 1, start: '14:00', end: '18:00' },
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 5, start: '20:00', end: '24:00' },
  ],
  overrides: [{ date: '2026-12-24', ranges: [] }],
  ...AVAILABILITY_DEFAULTS,
};

describe('availability form (contract Availability, spec 5 "Generic")', () => {
  it('reads the week per day, ranges in order, and writes it back as the API stores it (24:00 is midnight)', () => {
    const form = availabilityToForm(stored, 'America/Montreal');
    expect(form.timeZone).toBe('Europe/Paris');
    expect(form.week[1]).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '18:00' },
    ]);
    expect(form.week[5]).toEqual([{ start: '20:00', end: '00:00' }]);
    const payload = availabilityFormToPayload(form);
    expect(payload.slots).toEqual([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '14:00', end: '18:00' },
      { weekday: 5, start: '20:00', end: '24:00' },
    ]);
    expect(payload.overrides).toEqual([{ date: '2026-12-24', ranges: [] }]);
    expect(payload.minimumNoticeMinutes).toBe(120);
  });

  it("a creator who never set hours starts in the browser's zone", () => {
    const fresh = { ...stored, timeZone: 'UTC', slots: [], overrides: [] };
    expect(availabilityToForm(fresh, 'America/Montreal').timeZone).toBe('America/Montreal');
  });

  it('overlapping ranges on one day -> mandatory_field_is_empty_error under that day; a range that ends before it starts under that range', () => {
    const form = availabilityToForm(stored, 'Europe/Paris');
    form.week[1] = [
      { start: '09:00', end: '12:00' },
      { start: '11:30', end: '13:00' },
    ];
    form.week[3] = [{ start: '15:00', end: '10:00' }];
    expect(availabilityFormErrors(form)).toEqual({
      'week.1': ['mandatory_field_is_empty_error'],
      'week.3.0': ['mandatory_field_is_empty_error'],
    });
    form.week[1] = [
      { start: '09:00', end: '12:00' },
      { start: '12:00', end: '13:00' },
    ];
    form.week[3] = [];
    expect(availabilityFormErrors(form)).toEqual({});
  });

  it('an unknown zone, an empty time, negative buffers and a window outside 1..365 are each refused under their field', () => {
    const form = availabilityToForm(stored, 'Europe/Paris');
    form.timeZone = 'Mars/Olympus';
    form.week[2] = [{ start: '', end: '10:00' }];
    form.bufferBeforeMinutes = -5;
    form.bufferAfterMinutes = Number.NaN;
    form.bookingWindowDays = 0;
    expect(Object.keys(availabilityFormErrors(form)).sort()).toEqual([
      'bookingWindowDays',
      'bufferAfterMinutes',
      'bufferBeforeMinutes',
      'timeZone',
      'week.2.0',
    ]);
  });

  it("the API's 400 fields go under the day of the slot they name, the overrides, or the field itself", () => {
    const payload = availabilityFormToPayload(availabilityToForm(stored, 'Europe/Paris'));
    expect(
      formErrorsFromApi(
        {
          'slots.2.end': ['mandatory_field_is_empty_error'],
          slots: ['mandatory_field_is_empty_error'],
          'overrides.0.ranges': ['mandatory_field_is_empty_error'],
          timeZone: ['mandatory_field_is_empty_error'],
        },
        payload,
      ),
    ).toEqual({
      'week.5': ['mandatory_field_is_empty_error'],
      week: ['mandatory_field_is_empty_error'],
      overrides: ['mandatory_field_is_empty_error'],
      timeZone: ['mandatory_field_is_empty_error'],
    });
  });

  it('a new range follows the last one by an hour; a closed day opens at the default hours', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextRange([{ start: '09:00', end: '12:00' }])).toEqual({ start: '12:00', end: '13:00' });
    expect(nextRange([{ start: '20:00', end: '00:00' }])).toBeNull();
  });
});
