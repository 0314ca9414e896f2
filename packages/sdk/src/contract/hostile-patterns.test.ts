import { performance } from 'node:perf_hooks';
import type { Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { timeOfDayStruct } from './availability';
import { calDavAccountPayloadStruct } from './calendar-provider';
import { emailStruct, publicBookingPayloadStruct } from './public-booking';
import {
  currencyStruct,
  isoDateStruct,
  isoDateTimeStruct,
  resourceReferenceStruct,
  timeZoneStruct,
} from './scalars';

const QUARTER_MEGABYTE = 250_000;

/**
 * Values shaped to make a backtracking pattern work hardest: long runs of the characters each pattern repeats
 * (dots and letters for addresses, digits for dates, hex for uuids), each ending in a character that fails.
 */
const HOSTILE_VALUES = [
  `a@${'.'.repeat(QUARTER_MEGABYTE)}@`,
  `a@${'a.'.repeat(QUARTER_MEGABYTE / 2)} `,
  `${'a'.repeat(QUARTER_MEGABYTE)}@`,
  '1'.repeat(QUARTER_MEGABYTE),
  `2026-06-16T07:00:00.${'1'.repeat(QUARTER_MEGABYTE)}Z`,
  `${'0'.repeat(QUARTER_MEGABYTE)}-`,
  `https://${'a'.repeat(QUARTER_MEGABYTE)} `,
  `Europe/${'a'.repeat(QUARTER_MEGABYTE)}`,
  '09:00'.repeat(QUARTER_MEGABYTE / 5),
];

/** Every struct of the contract whose refinement reads a string a visitor or a creator sends. */
const PATTERNED: [string, Struct<string, unknown>][] = [
  ['email', emailStruct],
  ['instant', isoDateTimeStruct],
  ['day', isoDateStruct],
  ['resource reference', resourceReferenceStruct],
  ['currency', currencyStruct],
  ['time of day', timeOfDayStruct],
  ['time zone', timeZoneStruct],
  ['CalDAV server URL', calDavAccountPayloadStruct.schema.serverUrl],
];

describe('no pattern of the contract runs long on a hostile string (DESIGN "Wire format": bounded strings)', () => {
  it.each(PATTERNED)('%s: every quarter-megabyte hostile value is refused at once', (_name, struct) => {
    for (const value of HOSTILE_VALUES) {
      const started = performance.now();
      expect(struct.is(value)).toBe(false);
      // A generous bound: the former email pattern took about two minutes on the first value.
      expect(performance.now() - started).toBeLessThan(250);
    }
  });

  it('a booking with a hostile email, name and zone collects every failure at once, without running a pattern', () => {
    const started = performance.now();
    const [error] = publicBookingPayloadStruct.validate({
      start: HOSTILE_VALUES[4],
      name: 'x'.repeat(QUARTER_MEGABYTE),
      email: HOSTILE_VALUES[0],
      timeZone: HOSTILE_VALUES[7],
    });
    expect(
      error
        ?.failures()
        .map((failure) => failure.key)
        .sort(),
    ).toEqual(['email', 'name', 'start', 'timeZone']);
    expect(performance.now() - started).toBeLessThan(250);
  });
});
