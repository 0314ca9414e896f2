/** What the fan types before booking a consultation (spec 2 "public booking"). */
export interface BookingDetails {
  name: string;
  email: string;
}

export const EMPTY_BOOKING_DETAILS: BookingDetails = { name: '', email: '' };

/** The details the API receives: what the fan typed, without the spaces around it. */
export function trimmedDetails(values: BookingDetails): BookingDetails {
  return { name: values.name.trim(), email: values.email.trim() };
}
