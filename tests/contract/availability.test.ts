import type { Availability, CreatorClient } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { keysUnder, refusal, signInDemoCreator, signInOtherCreator } from './support/clients';

let demo: CreatorClient;
let other: CreatorClient;

beforeAll(async () => {
  demo = await signInDemoCreator();
  other = await signInOtherCreator();
});

describe('availability of the catalog (spec 2 /catalog/configuration/availability)', () => {
  it('PUT replaces the weekly openings, overrides and settings, and GET answers them back', async () => {
    const availability: Availability = {
      timeZone: 'America/New_York',
      slots: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '14:00', end: '18:00' },
        { weekday: 3, start: '14:00', end: '18:30' },
      ],
      overrides: [
        { date: '2030-01-07', ranges: [] },
        { date: '2030-01-12', ranges: [{ start: '10:00', end: '12:00' }] },
      ],
      bufferBeforeMinutes: 10,
      bufferAfterMinutes: 15,
      minimumNoticeMinutes: 240,
      bookingWindowDays: 30,
    };
    expect(await demo.bookings.availability.update(availability)).toEqual(availability);
    expect(await demo.bookings.availability.get()).toEqual(availability);
  });

  it("one creator's availability is not another's (spec 6)", async () => {
    await demo.bookings.availability.update({
      timeZone: 'Europe/Paris',
      slots: [{ weekday: 5, start: '10:00', end: '11:00' }],
    });
    const theirs = await other.bookings.availability.get();
    expect(theirs.slots).not.toContainEqual({ weekday: 5, start: '10:00', end: '11:00' });
  });

  it('a slot ending before it starts -> 400 slots: mandatory_field_is_empty_error, availability unchanged (spec 5 "Generic")', async () => {
    const before = await demo.bookings.availability.get();
    const error = await refusal(() =>
      demo.bookings.availability.update({
        timeZone: 'Europe/Paris',
        slots: [{ weekday: 2, start: '12:00', end: '09:00' }],
      }),
    );
    expect(error).toMatchObject({ status: 400, message: 'Error while updating availability' });
    expect(keysUnder(error, 'slots')).toContain('mandatory_field_is_empty_error');
    expect(await demo.bookings.availability.get()).toEqual(before);
  });
});
