import { Temporal } from 'temporal-polyfill';
import type { Availability, TimeRange } from '../contract/availability';

/** A span of time between two instants (ISO-8601 UTC on the wire), end excluded. */
export interface Interval {
  start: string;
  end: string;
}

/** What the slot engine needs besides the creator's availability. */
export interface SlotQuery {
  /** Length of the consultation, in seconds like every duration of the contract. */
  durationSeconds: number;
  /** The instants to look between, end excluded. */
  from: string;
  to: string;
  /** The clock: minimum notice and booking window count from it. */
  now: string;
  /** Times the creator is not free: events of the synced calendar and existing bookings. */
  busy: readonly Interval[];
}

type Zoned = Temporal.ZonedDateTime;

const instantOf = (iso: string) => Temporal.Instant.from(iso);
const overlaps = (aStart: bigint, aEnd: bigint, b: Interval) =>
  aStart < instantOf(b.end).epochNanoseconds && instantOf(b.start).epochNanoseconds < aEnd;

/**
 * A wall-clock time of one day in the creator's zone. A time the zone skips (02:30 on the day clocks go
 * forward) moves forward by the gap; a time that happens twice is its first occurrence (`compatible`, as
 * RFC 5545 and every calendar resolve them). `24:00` is the next midnight.
 */
function wallClock(date: Temporal.PlainDate, time: string, timeZone: string): Zoned {
  if (time === '24:00') return date.add({ days: 1 }).toZonedDateTime({ timeZone });
  return date.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) });
}

/** The ranges open on a day: its override when there is one (none = day off), else the weekly hours. */
export function openRangesOn(availability: Availability, date: Temporal.PlainDate): TimeRange[] {
  const override = availability.overrides.find((candidate) => candidate.date === date.toString());
  if (override) return override.ranges;
  const weekday = date.dayOfWeek % 7; // Temporal counts Monday 1 .. Sunday 7; the contract Sunday 0.
  return availability.slots
    .filter((slot) => slot.weekday === weekday)
    .map(({ start, end }) => ({ start, end }));
}

/**
 * Every bookable start between `from` and `to`: consultations follow each other from the start of each open
 * range, in exact time, so a range that spans the autumn change holds one more hour and a spring one one less.
 * A slot is offered when it fits in its range, starts after the minimum notice, on a day within the booking
 * window (counted in the creator's zone), and neither it nor its buffers touch a busy time.
 */
export function availableSlots(availability: Availability, query: SlotQuery): Interval[] {
  const { timeZone } = availability;
  const durationNs = BigInt(query.durationSeconds) * 1_000_000_000n;
  if (durationNs <= 0n) return [];
  const from = instantOf(query.from);
  const to = instantOf(query.to);
  const now = instantOf(query.now).toZonedDateTimeISO(timeZone);
  const earliest = now.add({ minutes: availability.minimumNoticeMinutes }).epochNanoseconds;
  const lastDay = now.toPlainDate().add({ days: availability.bookingWindowDays });
  const beforeNs = BigInt(availability.bufferBeforeMinutes) * 60_000_000_000n;
  const afterNs = BigInt(availability.bufferAfterMinutes) * 60_000_000_000n;

  const slots: Interval[] = [];
  // A day's ranges may start before `from` in UTC (creator east of UTC) or end after `to`: one day of margin.
  let day = from.toZonedDateTimeISO(timeZone).toPlainDate().subtract({ days: 1 });
  const endDay = to.toZonedDateTimeISO(timeZone).toPlainDate();
  for (; Temporal.PlainDate.compare(day, endDay) <= 0; day = day.add({ days: 1 })) {
    if (Temporal.PlainDate.compare(day, lastDay) > 0) break;
    for (const range of openRangesOn(availability, day)) {
      const rangeEnd = wallClock(day, range.end, timeZone).epochNanoseconds;
      let start = wallClock(day, range.start, timeZone).epochNanoseconds;
      for (; start + durationNs <= rangeEnd; start += durationNs) {
        const end = start + durationNs;
        if (start < earliest || start < from.epochNanoseconds || end > to.epochNanoseconds) continue;
        if (query.busy.some((busy) => overlaps(start - beforeNs, end + afterNs, busy))) continue;
        slots.push({ start: isoOf(start), end: isoOf(end) });
      }
    }
  }
  return slots;
}

/** As the wire writes instants (`Date#toISOString`). */
const isoOf = (epochNanoseconds: bigint) => new Date(Number(epochNanoseconds / 1_000_000n)).toISOString();

/** Whether `start` is one of the offered slots: the server's check before it stores a booking. */
export function isBookableStart(
  availability: Availability,
  query: SlotQuery,
  start: string,
): Interval | undefined {
  const instant = instantOf(start);
  const margin = Temporal.Duration.from({ seconds: query.durationSeconds });
  const around = availableSlots(availability, {
    ...query,
    from: instant.toString(),
    to: instant.add(margin).toString(),
  });
  return around.find((slot) => instantOf(slot.start).equals(instant));
}

/**
 * Slots grouped by the day they start on in a zone (the fan's, for the widget), days in order, each slot
 * with its local `HH:mm` for display.
 */
export function slotsByDay(
  slots: readonly Interval[],
  timeZone: string,
): { date: string; slots: (Interval & { time: string })[] }[] {
  const days = new Map<string, (Interval & { time: string })[]>();
  for (const slot of slots) {
    const local = instantOf(slot.start).toZonedDateTimeISO(timeZone);
    const date = local.toPlainDate().toString();
    const time = local.toPlainTime().toString({ smallestUnit: 'minute' });
    days.set(date, [...(days.get(date) ?? []), { ...slot, time }]);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/** The instant range covering whole days `fromDate..toDate` (inclusive) of a zone, for a slots query. */
export function zonedDaysRange(
  fromDate: string,
  toDate: string,
  timeZone: string,
): { from: string; to: string } {
  const start = Temporal.PlainDate.from(fromDate).toZonedDateTime({ timeZone });
  const end = Temporal.PlainDate.from(toDate).add({ days: 1 }).toZonedDateTime({ timeZone });
  return { from: isoOf(start.epochNanoseconds), to: isoOf(end.epochNanoseconds) };
}
