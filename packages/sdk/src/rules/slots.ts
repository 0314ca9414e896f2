import { Temporal } from 'temporal-polyfill';
import type { Availability, TimeRange } from '../contract/availability';

/** A span of time between two instants (ISO-8601 UTC on the wire), end excluded. */
export interface Interval {
  start: string;
  end: string;
}

/**
 * Busy times made ready for the engine: parsed once into epoch milliseconds, sorted, and overlapping or touching
 * ones merged, so each candidate slot is checked with one binary search instead of against every event.
 */
export interface BusyTimeline {
  readonly starts: Float64Array;
  readonly ends: Float64Array;
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
  busy: readonly Interval[] | BusyTimeline;
}

type Zoned = Temporal.ZonedDateTime;

const instantOf = (iso: string) => Temporal.Instant.from(iso);

/**
 * The busy timeline of some intervals (ISO-8601 instants). Merging keeps what "busy" means: a slot [a, b)
 * touches the union exactly when it touches one of the intervals (a zero-length event, which occupies its
 * instant, included), since intervals are merged only when they overlap or meet.
 */
export function busyTimeline(intervals: readonly Interval[]): BusyTimeline {
  const parsed: [number, number][] = [];
  for (const interval of intervals) {
    const start = Date.parse(interval.start);
    const end = Date.parse(interval.end);
    if (Number.isFinite(start) && Number.isFinite(end)) parsed.push([start, Math.max(start, end)]);
    else
      parsed.push([instantOf(interval.start).epochMilliseconds, instantOf(interval.end).epochMilliseconds]);
  }
  parsed.sort((a, b) => a[0] - b[0]);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const [start, end] of parsed) {
    const last = ends.length - 1;
    if (last >= 0 && start <= (ends[last] as number)) ends[last] = Math.max(ends[last] as number, end);
    else {
      starts.push(start);
      ends.push(end);
    }
  }
  return { starts: Float64Array.from(starts), ends: Float64Array.from(ends) };
}

/** Two timelines as one (one pass over both, already sorted): the calendar's, kept a while, and the bookings'. */
export function mergeTimelines(a: BusyTimeline, b: BusyTimeline): BusyTimeline {
  const starts: number[] = [];
  const ends: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.starts.length || j < b.starts.length) {
    const fromA =
      j >= b.starts.length || (i < a.starts.length && (a.starts[i] as number) <= (b.starts[j] as number));
    const start = (fromA ? a.starts[i] : b.starts[j]) as number;
    const end = (fromA ? a.ends[i++] : b.ends[j++]) as number;
    const last = ends.length - 1;
    if (last >= 0 && start <= (ends[last] as number)) ends[last] = Math.max(ends[last] as number, end);
    else {
      starts.push(start);
      ends.push(end);
    }
  }
  return { starts: Float64Array.from(starts), ends: Float64Array.from(ends) };
}

const isTimeline = (busy: SlotQuery['busy']): busy is BusyTimeline => 'starts' in busy;

/** Whether [start, end) touches a busy time: the first merged interval ending after `start` begins before `end`. */
function touchesBusy(timeline: BusyTimeline, start: number, end: number): boolean {
  const { starts, ends } = timeline;
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ends[middle] as number) > start) high = middle;
    else low = middle + 1;
  }
  return low < starts.length && (starts[low] as number) < end;
}

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
  return override ? override.ranges : weeklyRangesOn(availability, date);
}

function weeklyRangesOn(availability: Availability, date: Temporal.PlainDate): TimeRange[] {
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
  const durationMs = query.durationSeconds * 1000;
  if (!(durationMs > 0)) return [];
  const busy = isTimeline(query.busy) ? query.busy : busyTimeline(query.busy);
  const from = instantOf(query.from);
  const to = instantOf(query.to);
  const fromMs = from.epochMilliseconds;
  const toMs = to.epochMilliseconds;
  const now = instantOf(query.now).toZonedDateTimeISO(timeZone);
  const earliest = now.add({ minutes: availability.minimumNoticeMinutes }).epochMilliseconds;
  const lastDay = now.toPlainDate().add({ days: availability.bookingWindowDays });
  const beforeMs = availability.bufferBeforeMinutes * 60_000;
  const afterMs = availability.bufferAfterMinutes * 60_000;
  const overrides = new Map(availability.overrides.map((override) => [override.date, override.ranges]));

  const slots: Interval[] = [];
  // A day's ranges may start before `from` in UTC (creator east of UTC) or end after `to`: one day of margin.
  let day = from.toZonedDateTimeISO(timeZone).toPlainDate().subtract({ days: 1 });
  const endDay = to.toZonedDateTimeISO(timeZone).toPlainDate();
  for (; Temporal.PlainDate.compare(day, endDay) <= 0; day = day.add({ days: 1 })) {
    if (Temporal.PlainDate.compare(day, lastDay) > 0) break;
    for (const range of overrides.get(day.toString()) ?? weeklyRangesOn(availability, day)) {
      const rangeEnd = wallClock(day, range.end, timeZone).epochMilliseconds;
      let start = wallClock(day, range.start, timeZone).epochMilliseconds;
      for (; start + durationMs <= rangeEnd; start += durationMs) {
        const end = start + durationMs;
        if (start < earliest || start < fromMs || end > toMs) continue;
        if (touchesBusy(busy, start - beforeMs, end + afterMs)) continue;
        slots.push({ start: isoOf(start), end: isoOf(end) });
      }
    }
  }
  return slots;
}

/** As the wire writes instants (`Date#toISOString`). */
const isoOf = (epochMilliseconds: number) => new Date(epochMilliseconds).toISOString();

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
  return { from: isoOf(start.epochMilliseconds), to: isoOf(end.epochMilliseconds) };
}
