import {
  AVAILABILITY_LIMITS,
  type Availability,
  type AvailabilityPayload,
  type DateOverride,
  type TimeRange,
} from '../contract/availability';
import { inTextOrder, rangesOverlap } from '../rules/catalog';
import { MANDATORY_FIELD_ERROR } from '../rules/error-keys';
import type { FieldErrors } from '../rules/form-errors';
import { isTimeZone } from '../rules/time-zone';

/**
 * The availability editor's form (`Availability` of the contract, shaped for people): the week as seven days
 * of ranges, times as `<input type="time">` writes them (`HH:mm`, an end at `00:00` meaning midnight, `24:00`
 * on the wire). Pure, so the rules are tested without a screen.
 */
export interface AvailabilityForm {
  timeZone: string;
  /** Opening ranges per weekday, indexed as `Date#getDay` numbers days (0 is Sunday), like the contract. */
  week: TimeRange[][];
  overrides: DateOverride[];
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  bookingWindowDays: number;
}

/** The week as the editor lists it: Monday first, Sunday last. */
export const WEEKDAYS_IN_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A day's first range when the creator opens it. */
export const DEFAULT_RANGE: TimeRange = { start: '09:00', end: '17:00' };

/** The browser's IANA zone, which a creator who never chose one most likely lives in. */
export function detectedTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const MIDNIGHT_END = '24:00';
const toInputEnd = (end: string) => (end === MIDNIGHT_END ? '00:00' : end);
const toWireEnd = (end: string) => (end === '00:00' ? MIDNIGHT_END : end);
const toInputRanges = (ranges: readonly TimeRange[]) =>
  ranges.map((range) => ({ start: range.start, end: toInputEnd(range.end) }));
const toWireRanges = (ranges: readonly TimeRange[]) =>
  [...ranges]
    .map((range) => ({ start: range.start, end: toWireEnd(range.end) }))
    .sort((a, b) => inTextOrder(a.start, b.start));

/**
 * The form from what the API holds. A creator who never set hours (no ranges, no overrides) starts in the
 * browser's zone rather than the API's default one. The zone may be given as the call that reads it, made only
 * then: reading it is slow on a phone the first time.
 */
export function availabilityToForm(
  availability: Availability,
  browserZone: string | (() => string),
): AvailabilityForm {
  const untouched = availability.slots.length === 0 && availability.overrides.length === 0;
  const zone = untouched ? (typeof browserZone === 'function' ? browserZone() : browserZone) : '';
  const week: TimeRange[][] = Array.from({ length: 7 }, () => []);
  for (const slot of availability.slots) week[slot.weekday]?.push({ start: slot.start, end: slot.end });
  return {
    timeZone: untouched && isTimeZone(zone) ? zone : availability.timeZone,
    week: week.map((ranges) => toInputRanges(ranges.sort((a, b) => inTextOrder(a.start, b.start)))),
    overrides: [...availability.overrides]
      .sort((a, b) => inTextOrder(a.date, b.date))
      .map((override) => ({ date: override.date, ranges: toInputRanges(override.ranges) })),
    bufferBeforeMinutes: availability.bufferBeforeMinutes,
    bufferAfterMinutes: availability.bufferAfterMinutes,
    minimumNoticeMinutes: availability.minimumNoticeMinutes,
    bookingWindowDays: availability.bookingWindowDays,
  };
}

/** What `PUT /bookings/availability` takes: every weekly range as a slot, overrides by date. */
export function availabilityFormToPayload(form: AvailabilityForm): AvailabilityPayload {
  return {
    timeZone: form.timeZone.trim(),
    slots: WEEKDAYS_IN_ORDER.slice()
      .sort((a, b) => a - b)
      .flatMap((weekday) => toWireRanges(form.week[weekday] ?? []).map((range) => ({ weekday, ...range }))),
    overrides: [...form.overrides]
      .sort((a, b) => inTextOrder(a.date, b.date))
      .map((override) => ({ date: override.date, ranges: toWireRanges(override.ranges) })),
    bufferBeforeMinutes: form.bufferBeforeMinutes,
    bufferAfterMinutes: form.bufferAfterMinutes,
    minimumNoticeMinutes: form.minimumNoticeMinutes,
    bookingWindowDays: form.bookingWindowDays,
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The problems of one day's ranges: which ranges are not a time span, and whether two of them overlap. */
export function rangeErrors(ranges: readonly TimeRange[]): { invalid: number[]; overlapping: boolean } {
  const invalid: number[] = [];
  ranges.forEach((range, index) => {
    const end = toWireEnd(range.end);
    if (!TIME.test(range.start) || !(TIME.test(range.end) || end === MIDNIGHT_END) || range.start >= end)
      invalid.push(index);
  });
  const overlapping = rangesOverlap(toWireRanges(ranges.filter((_range, index) => !invalid.includes(index))));
  return { invalid, overlapping };
}

const wholeNumberWithin = (value: number, lowest: number, highest: number) =>
  Number.isInteger(value) && value >= lowest && value <= highest;

/**
 * Spec 5 "Generic", every criterion at once: a missing or invalid value gives mandatory_field_is_empty_error
 * under its field; ranges that overlap on one day give it under that day (`week.{weekday}`), a range that is
 * not a time span under that range (`week.{weekday}.{index}`).
 */
export function availabilityFormErrors(form: AvailabilityForm): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string) => {
    errors[field] = [MANDATORY_FIELD_ERROR];
  };
  if (!isTimeZone(form.timeZone.trim())) add('timeZone');
  form.week.forEach((ranges, weekday) => {
    const { invalid, overlapping } = rangeErrors(ranges);
    for (const index of invalid) add(`week.${weekday}.${index}`);
    if (overlapping) add(`week.${weekday}`);
  });
  const dates = form.overrides.map((override) => override.date);
  if (new Set(dates).size !== dates.length) add('overrides');
  const { bufferMinutesMax, minimumNoticeMinutesMax, bookingWindowDaysMax } = AVAILABILITY_LIMITS;
  if (!wholeNumberWithin(form.bufferBeforeMinutes, 0, bufferMinutesMax)) add('bufferBeforeMinutes');
  if (!wholeNumberWithin(form.bufferAfterMinutes, 0, bufferMinutesMax)) add('bufferAfterMinutes');
  if (!wholeNumberWithin(form.minimumNoticeMinutes, 0, minimumNoticeMinutesMax)) add('minimumNoticeMinutes');
  if (!wholeNumberWithin(form.bookingWindowDays, 1, bookingWindowDaysMax)) add('bookingWindowDays');
  return errors;
}

/**
 * The API's 400 fields (`slots`, `slots.3.end`, `overrides.0.ranges`, `timeZone`...) as the editor's fields: a
 * slot's error goes under the day it belongs to, an override's under the overrides, the rest as named.
 */
export function formErrorsFromApi(fields: FieldErrors, payload: AvailabilityPayload): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, keys] of Object.entries(fields)) {
    const [head, index] = path.split('.');
    if (!head || !keys[0]) continue;
    const slot = head === 'slots' && index !== undefined ? payload.slots[Number(index)] : undefined;
    const field = slot ? `week.${slot.weekday}` : head === 'slots' ? 'week' : head;
    errors[field] = [...new Set([...(errors[field] ?? []), ...keys])];
  }
  return errors;
}

/** A new range after the day's last one (an hour long), or the default range on a closed day. */
export function nextRange(ranges: readonly TimeRange[]): TimeRange | null {
  const last = ranges.at(-1);
  if (!last) return DEFAULT_RANGE;
  const [hours = 0, minutes = 0] = toWireEnd(last.end).split(':').map(Number);
  const start = hours * 60 + minutes;
  if (start >= 23 * 60) return null;
  const clock = (total: number) =>
    `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return { start: clock(start), end: clock(Math.min(start + 60, 23 * 60 + 59)) };
}
