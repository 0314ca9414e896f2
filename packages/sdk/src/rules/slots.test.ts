import { describe, expect, it } from 'vitest';
import { AVAILABILITY_DEFAULTS, type Availability } from '../contract/availability';
import {
  availableSlots,
  busyTimeline,
  type Interval,
  isBookableStart,
  mergeTimelines,
  slotsByDay,
  zonedDaysRange,
} from './slots';

const HOUR = 3600;
// Built as plain data: the engine's tests look years ahead, beyond what the API lets a creator store.
const availability = (overrides: Partial<Availability>): Availability => ({
  ...AVAILABILITY_DEFAULTS,
  timeZone: 'Europe/Paris',
  slots: [],
  overrides: [],
  minimumNoticeMinutes: 0,
  ...overrides,
});
const everyDay = (start: string, end: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));

/** The slots of whole local days of the creator's zone, as the creator would list them. */
function slotsOfDays(
  rules: Availability,
  fromDate: string,
  toDate: string,
  extra: Partial<Parameters<typeof availableSlots>[1]> = {},
) {
  return availableSlots(rules, {
    durationSeconds: HOUR,
    now: '2027-01-01T00:00:00.000Z',
    busy: [],
    ...zonedDaysRange(fromDate, toDate, rules.timeZone),
    ...extra,
  }).map((slot) => slot.start);
}

const longWindow = { bookingWindowDays: 365 * 3 } as const;

describe('slot engine (one engine, correct on every day)', () => {
  it('the spring change in Paris (2027-03-28) skips 02:00-03:00: a 01:00-04:00 opening holds two hours', () => {
    const rules = availability({ slots: everyDay('01:00', '04:00'), ...longWindow });
    const starts = slotsOfDays(rules, '2027-03-28', '2027-03-28', { now: '2027-01-01T00:00:00.000Z' });
    // 01:00+01:00 and 03:00+02:00: the nonexistent 02:00 is never offered.
    expect(starts).toEqual(['2027-03-28T00:00:00.000Z', '2027-03-28T01:00:00.000Z']);
  });

  it('the autumn change in Paris (2027-10-31) has 02:00-03:00 twice: a 01:00-04:00 opening holds four hours', () => {
    const rules = availability({ slots: everyDay('01:00', '04:00'), ...longWindow });
    const starts = slotsOfDays(rules, '2027-10-31', '2027-10-31', { now: '2027-06-01T00:00:00.000Z' });
    expect(starts).toEqual([
      '2027-10-30T23:00:00.000Z', // 01:00+02:00
      '2027-10-31T00:00:00.000Z', // 02:00+02:00
      '2027-10-31T01:00:00.000Z', // 02:00+01:00, the second time
      '2027-10-31T02:00:00.000Z', // 03:00+01:00
    ]);
  });

  it('an opening that starts in the skipped hour moves forward by the gap (02:30 -> 03:30+02:00)', () => {
    const rules = availability({ slots: everyDay('02:30', '05:00'), ...longWindow });
    const starts = slotsOfDays(rules, '2027-03-28', '2027-03-28', { now: '2027-01-01T00:00:00.000Z' });
    expect(starts).toEqual(['2027-03-28T01:30:00.000Z']);
  });

  it('New York keeps 09:00 local across its own change dates (2027-03-14, 2027-11-07)', () => {
    const rules = availability({
      timeZone: 'America/New_York',
      slots: everyDay('09:00', '10:00'),
      ...longWindow,
    });
    const now = { now: '2027-01-01T00:00:00.000Z' };
    expect(slotsOfDays(rules, '2027-03-13', '2027-03-14', now)).toEqual([
      '2027-03-13T14:00:00.000Z',
      '2027-03-14T13:00:00.000Z',
    ]);
    expect(slotsOfDays(rules, '2027-11-06', '2027-11-07', now)).toEqual([
      '2027-11-06T13:00:00.000Z',
      '2027-11-07T14:00:00.000Z',
    ]);
  });

  it('half-hour and 45-minute zones (Kolkata +05:30, Kathmandu +05:45) open at their own 09:00', () => {
    const kolkata = availability({
      timeZone: 'Asia/Kolkata',
      slots: everyDay('09:00', '10:00'),
      ...longWindow,
    });
    const kathmandu = availability({
      timeZone: 'Asia/Kathmandu',
      slots: everyDay('09:00', '10:00'),
      ...longWindow,
    });
    expect(slotsOfDays(kolkata, '2027-05-03', '2027-05-03')).toEqual(['2027-05-03T03:30:00.000Z']);
    expect(slotsOfDays(kathmandu, '2027-05-03', '2027-05-03')).toEqual(['2027-05-03T03:15:00.000Z']);
  });

  it('minimum notice counts in exact time across the spring change (3 h before 03:00 local is 23:00 the day before)', () => {
    const rules = availability({
      slots: everyDay('00:00', '06:00'),
      minimumNoticeMinutes: 180,
      ...longWindow,
    });
    // now = 2027-03-27 23:30+01:00; three real hours later it is 03:30+02:00 on the 28th.
    const starts = slotsOfDays(rules, '2027-03-28', '2027-03-28', { now: '2027-03-27T22:30:00.000Z' });
    expect(starts).toEqual(['2027-03-28T02:00:00.000Z', '2027-03-28T03:00:00.000Z']); // 04:00 and 05:00 local
  });

  it('a fan on the other side of midnight sees the creator evening on the next day (Paris 23:00 = Tokyo 07:00)', () => {
    const rules = availability({ slots: [{ weekday: 5, start: '23:00', end: '24:00' }], ...longWindow });
    const range = zonedDaysRange('2027-05-07', '2027-05-08', 'Asia/Tokyo');
    const slots = availableSlots(rules, {
      durationSeconds: HOUR,
      now: '2027-01-01T00:00:00.000Z',
      busy: [],
      ...range,
    });
    expect(slots).toEqual([{ start: '2027-05-07T21:00:00.000Z', end: '2027-05-07T22:00:00.000Z' }]);
    expect(slotsByDay(slots, 'Asia/Tokyo')).toEqual([
      { date: '2027-05-08', slots: [{ ...slots[0], time: '06:00' }] },
    ]);
  });

  it('overrides: a day off, other hours on one day, hours on a closed day', () => {
    const rules = availability({
      slots: [{ weekday: 1, start: '09:00', end: '11:00' }], // Mondays only
      overrides: [
        { date: '2027-05-03', ranges: [] }, // Monday off
        { date: '2027-05-10', ranges: [{ start: '14:00', end: '15:00' }] }, // Monday afternoon instead
        { date: '2027-05-08', ranges: [{ start: '10:00', end: '11:00' }] }, // a Saturday opened
      ],
      ...longWindow,
    });
    expect(slotsOfDays(rules, '2027-05-03', '2027-05-10')).toEqual([
      '2027-05-08T08:00:00.000Z',
      '2027-05-10T12:00:00.000Z',
    ]);
  });

  it('busy times and buffers remove the slots they touch', () => {
    const rules = availability({ slots: everyDay('09:00', '13:00'), bufferAfterMinutes: 15, ...longWindow });
    const busy = [{ start: '2027-05-03T08:30:00.000Z', end: '2027-05-03T08:45:00.000Z' }]; // 10:30-10:45 local
    // 09:00 ok (ends 10:00, +15 = 10:15); 10:00 overlaps; 11:00 ok; 12:00 ok.
    expect(slotsOfDays(rules, '2027-05-03', '2027-05-03', { busy })).toEqual([
      '2027-05-03T07:00:00.000Z',
      '2027-05-03T09:00:00.000Z',
      '2027-05-03T10:00:00.000Z',
    ]);
    const before = availability({
      slots: everyDay('09:00', '13:00'),
      bufferBeforeMinutes: 30,
      ...longWindow,
    });
    // With 30 min before, 11:00 (padded from 10:30) touches the busy 10:30-10:45 too.
    expect(slotsOfDays(before, '2027-05-03', '2027-05-03', { busy })).toEqual([
      '2027-05-03T07:00:00.000Z',
      '2027-05-03T10:00:00.000Z',
    ]);
  });

  it('the booking window stops at the last day counted in the creator zone', () => {
    const rules = availability({ slots: everyDay('09:00', '10:00'), bookingWindowDays: 2 });
    const starts = slotsOfDays(rules, '2027-05-01', '2027-05-10', { now: '2027-05-01T06:00:00.000Z' });
    expect(starts).toEqual([
      '2027-05-01T07:00:00.000Z',
      '2027-05-02T07:00:00.000Z',
      '2027-05-03T07:00:00.000Z',
    ]);
  });

  it('a start is bookable only when it is an offered slot', () => {
    const rules = availability({ slots: everyDay('09:00', '12:00'), ...longWindow });
    const query = { durationSeconds: HOUR, now: '2027-01-01T00:00:00.000Z', busy: [], from: '', to: '' };
    expect(isBookableStart(rules, query, '2027-05-03T08:00:00.000Z')).toEqual({
      start: '2027-05-03T08:00:00.000Z',
      end: '2027-05-03T09:00:00.000Z',
    });
    expect(isBookableStart(rules, query, '2027-05-03T08:30:00.000Z')).toBeUndefined(); // off the grid
    expect(isBookableStart(rules, query, '2027-05-03T11:00:00.000Z')).toBeUndefined(); // closed at 13:00
  });
});

describe('busy times are parsed once and swept (public booking: slots cost bounded CPU)', () => {
  /** Deterministic pseudo-random busy times, zero-length, touching and overlapping ones included. */
  function busyTimes(count: number, seed: number): Interval[] {
    let state = seed;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const day = Date.parse('2027-05-03T06:00:00.000Z');
    return Array.from({ length: count }, () => {
      const start = day + Math.floor(next() * 48) * 15 * 60_000;
      const minutes = [0, 15, 30, 60, 95][Math.floor(next() * 5)] as number;
      return { start: new Date(start).toISOString(), end: new Date(start + minutes * 60_000).toISOString() };
    });
  }
  /** What "touches a busy time" has always meant: compared with every interval, one by one. */
  const touchesAny = (busy: Interval[], start: number, end: number) =>
    busy.some((interval) => start < Date.parse(interval.end) && Date.parse(interval.start) < end);

  it('the merged timeline offers exactly the slots a pairwise check offers, buffers included', () => {
    const rules = availability({
      slots: everyDay('08:00', '20:00'),
      bufferBeforeMinutes: 10,
      bufferAfterMinutes: 5,
      ...longWindow,
    });
    for (let seed = 1; seed <= 40; seed++) {
      const busy = busyTimes(seed % 7 === 0 ? 0 : 12, seed);
      const offered = slotsOfDays(rules, '2027-05-03', '2027-05-03', { durationSeconds: 900, busy });
      const free = slotsOfDays(rules, '2027-05-03', '2027-05-03', { durationSeconds: 900 }).filter(
        (start) => !touchesAny(busy, Date.parse(start) - 600_000, Date.parse(start) + 900_000 + 300_000),
      );
      expect(offered).toEqual(free);
    }
  });

  it("the calendar's timeline merged with the bookings' is the timeline of both", () => {
    const calendar = busyTimes(30, 7);
    const bookings = busyTimes(5, 11);
    expect(mergeTimelines(busyTimeline(calendar), busyTimeline(bookings))).toEqual(
      busyTimeline([...calendar, ...bookings]),
    );
  });
});
