import { NAME_MAX_LENGTH } from '@mym/constants/spec';
import type { Availability } from '../contract/availability';
import { emailStruct } from '../contract/public-booking';
import { MANDATORY_FIELD_ERROR } from './error-keys';
import { addFieldError, type FieldErrors } from './form-errors';

/**
 * The catalog's rules over the wire shapes, judged by the editor on submit and by the API on every write, so the
 * two never disagree (DESIGN "Forms"). Each answers spec 5's mandatory_field_is_empty_error under its field.
 */

/**
 * Times (`HH:mm`) and days (`YYYY-MM-DD`) sort as plain text: compared without `localeCompare`, whose collator
 * is slow to build the first time on a phone (the hours' form sorts while its page is taken over).
 */
export function inTextOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Ranges of one day overlap when, sorted by start, one starts before the previous one ends. */
export function rangesOverlap(ranges: readonly { start: string; end: string }[]): boolean {
  const sorted = [...ranges].sort((a, b) => inTextOrder(a.start, b.start));
  return sorted.some((range, index) => index > 0 && range.start < (sorted[index - 1] as { end: string }).end);
}

/** No two openings of one day that overlap (they would offer the same hour twice), one override per date. */
export function validateAvailabilityPayload(
  availability: Pick<Availability, 'slots' | 'overrides'>,
): FieldErrors {
  const errors: FieldErrors = {};
  const dates = availability.overrides.map((override) => override.date);
  if (new Set(dates).size !== dates.length) addFieldError(errors, 'overrides', MANDATORY_FIELD_ERROR);
  if (availability.overrides.some((override) => rangesOverlap(override.ranges))) {
    addFieldError(errors, 'overrides', MANDATORY_FIELD_ERROR);
  }
  const weekdays = new Set(availability.slots.map((slot) => slot.weekday));
  for (const weekday of weekdays) {
    if (rangesOverlap(availability.slots.filter((slot) => slot.weekday === weekday))) {
      addFieldError(errors, 'slots', MANDATORY_FIELD_ERROR);
    }
  }
  return errors;
}

/** A consultation's title says something: blank, it is missing (an absent title leaves the stored one as is). */
export function consultationTitleErrors(title: string | undefined): FieldErrors {
  return title !== undefined && title.trim() === '' ? { title: [MANDATORY_FIELD_ERROR] } : {};
}

/** What a fan types before booking (spec 5 "Generic"): a name that is not blank nor too long, an address. */
export function validateBookingDetails(details: { name: string; email: string }): FieldErrors {
  const errors: FieldErrors = {};
  const name = details.name.trim();
  if (name === '' || name.length > NAME_MAX_LENGTH) addFieldError(errors, 'name', MANDATORY_FIELD_ERROR);
  if (!emailStruct.is(details.email.trim())) addFieldError(errors, 'email', MANDATORY_FIELD_ERROR);
  return errors;
}
