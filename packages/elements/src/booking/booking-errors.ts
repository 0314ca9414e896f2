import { CreatorApiError } from '@mym/sdk/booking';

/** What went wrong with a public booking call, as the widget reacts to it. */
export type BookingFailure =
  /** 409 `slot_taken`: another fan was faster. */
  | 'slot_taken'
  /** 409 `calendar_unavailable`: the creator's calendar cannot be read, so nothing can be booked now. */
  | 'unavailable'
  /** 404: the consultation was paused or removed since the list was read. */
  | 'gone'
  /** 400 with fields: the API judged a field the form let through. */
  | 'invalid'
  /** 429: this address called too often. */
  | 'rate_limited'
  /** The API could not be reached at all. */
  | 'network'
  | 'other';

export function bookingFailure(error: unknown): BookingFailure {
  if (!(error instanceof CreatorApiError)) return 'other';
  if (error.status === 409) return error.code === 'slot_taken' ? 'slot_taken' : 'unavailable';
  if (error.status === 404) return 'gone';
  if (error.status === 400 && error.fields) return 'invalid';
  if (error.status === 429) return 'rate_limited';
  if (error.code === 'network_error') return 'network';
  return 'other';
}

/** The message of a failure the fan can only retry; `fallback` names what could not be done. */
export function retryMessageKey(failure: BookingFailure, fallback: string): string {
  if (failure === 'rate_limited') return 'booking_rate_limited';
  if (failure === 'network') return 'booking_network_error';
  return fallback;
}
