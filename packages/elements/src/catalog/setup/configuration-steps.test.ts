import { describe, expect, it } from 'vitest';
import { configurationStatuses } from './configuration-steps';

describe('configuration timeline (spec 2 "Progression timeline" statuses)', () => {
  it('a new creator on the calendar step: intro done, confirmation disabled until a calendar and hours exist', () => {
    expect(configurationStatuses('calendar', { synced: false, failing: false, hasHours: false })).toEqual({
      creation: 'success',
      calendar: 'in_progress',
      availability: 'next_step',
      confirmation: 'disabled',
    });
  });

  it('a broken calendar is an error; with a calendar and hours the confirmation opens', () => {
    expect(
      configurationStatuses('availability', { synced: false, failing: true, hasHours: true }),
    ).toMatchObject({
      calendar: 'error',
      availability: 'in_progress',
      confirmation: 'disabled',
    });
    expect(configurationStatuses('creation', { synced: true, failing: false, hasHours: true })).toEqual({
      creation: 'in_progress',
      calendar: 'success',
      availability: 'success',
      confirmation: 'next_step',
    });
  });
});
