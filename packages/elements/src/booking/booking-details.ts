import { validateBookingDetails } from '@mym/sdk/rules';
import type { Resolver } from 'react-hook-form';
import { rulesResolver } from '../common/form-errors';

/** What the fan types before booking. */
export interface BookingDetails {
  name: string;
  email: string;
}

export const EMPTY_BOOKING_DETAILS: BookingDetails = { name: '', email: '' };

/** The details the API receives: what the fan typed, without the spaces around it. */
export function trimmedDetails(values: BookingDetails): BookingDetails {
  return { name: values.name.trim(), email: values.email.trim() };
}

/** The rules the API applies to the booking (`validateBookingDetails`), all at once on submit (spec 5 "Generic"). */
export const bookingDetailsResolver: Resolver<BookingDetails> =
  rulesResolver<BookingDetails>(validateBookingDetails);
