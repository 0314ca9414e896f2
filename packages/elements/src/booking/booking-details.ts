import { emailStruct } from '@mym/sdk/contract';
import { MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the fan types before booking. */
export interface BookingDetails {
  name: string;
  email: string;
}

export const EMPTY_BOOKING_DETAILS: BookingDetails = { name: '', email: '' };

/** The longest name the API stores (`publicBookingPayloadStruct`). */
const NAME_MAX_LENGTH = 100;

/**
 * The fields' rules, judged all at once on submit (spec 5 "Generic"): a missing or wrongly typed value, a blank
 * name or an address that cannot be one, gives `mandatory_field_is_empty_error`. The email is checked by the
 * contract's own struct, the one the API applies.
 */
export function bookingDetailsErrors(values: BookingDetails): Partial<Record<keyof BookingDetails, string>> {
  const errors: Partial<Record<keyof BookingDetails, string>> = {};
  const name = values.name.trim();
  if (name === '' || name.length > NAME_MAX_LENGTH) errors.name = MANDATORY_FIELD_ERROR;
  if (!emailStruct.is(values.email.trim())) errors.email = MANDATORY_FIELD_ERROR;
  return errors;
}

/** The details the API receives: what the fan typed, without the spaces around it. */
export function trimmedDetails(values: BookingDetails): BookingDetails {
  return { name: values.name.trim(), email: values.email.trim() };
}

export const bookingDetailsResolver: Resolver<BookingDetails> = (values) => {
  const errors = bookingDetailsErrors(values);
  const entries = Object.entries(errors);
  if (entries.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      entries.map(([field, key]) => [field, { type: 'rule', message: key }]),
    ) as FieldErrors<BookingDetails>,
  };
};
