import { describe, expect, it } from 'vitest';
import {
  consultationTitleErrors,
  rangesOverlap,
  validateAvailabilityPayload,
  validateBookingDetails,
} from './catalog';

const MANDATORY = ['mandatory_field_is_empty_error'];

describe('the catalog rules the editor and the API share (spec 5 "Generic")', () => {
  it('two openings of one day that overlap -> mandatory_field_is_empty_error under slots; touching ones pass', () => {
    const slots = [
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '11:00', end: '13:00' },
    ];
    expect(validateAvailabilityPayload({ slots, overrides: [] })).toEqual({ slots: MANDATORY });
    const touching = [
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '12:00', end: '13:00' },
      { weekday: 2, start: '11:00', end: '13:00' },
    ];
    expect(validateAvailabilityPayload({ slots: touching, overrides: [] })).toEqual({});
    expect(
      rangesOverlap([
        { start: '14:00', end: '15:00' },
        { start: '09:00', end: '14:30' },
      ]),
    ).toBe(true);
  });

  it('an override date twice, or overlapping ranges in one override -> the key under overrides', () => {
    const day = { date: '2026-12-24', ranges: [{ start: '09:00', end: '10:00' }] };
    expect(validateAvailabilityPayload({ slots: [], overrides: [day, day] })).toEqual({
      overrides: MANDATORY,
    });
    const overlapping = {
      date: '2026-12-25',
      ranges: [
        { start: '09:00', end: '11:00' },
        { start: '10:00', end: '12:00' },
      ],
    };
    expect(validateAvailabilityPayload({ slots: [], overrides: [overlapping] })).toEqual({
      overrides: MANDATORY,
    });
  });

  it('a blank title is missing; an absent one (a partial update) is not judged', () => {
    expect(consultationTitleErrors('   ')).toEqual({ title: MANDATORY });
    expect(consultationTitleErrors(undefined)).toEqual({});
    expect(consultationTitleErrors('Coaching')).toEqual({});
  });

  it('a fan books with a name (not blank, at most 100 characters) and an address', () => {
    expect(validateBookingDetails({ name: ' ', email: 'ada@' })).toEqual({
      name: MANDATORY,
      email: MANDATORY,
    });
    expect(validateBookingDetails({ name: 'x'.repeat(101), email: 'ada@fans.example' })).toEqual({
      name: MANDATORY,
    });
    expect(validateBookingDetails({ name: 'Ada', email: 'ada@fans.example' })).toEqual({});
  });
});
