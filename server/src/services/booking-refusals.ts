import { PAYMENT_REQUIRED } from '@mym/sdk/contract';
import { ApiError } from '../http/errors';
import { notFound } from '../http/route-catalog';
import type { BookingOutcome } from './consultation-slots';

/** Why a booking was not made, as the error answer every booking route gives. */
export function bookingRefusal(outcome: Exclude<BookingOutcome, { kind: 'booked' }>): ApiError {
  switch (outcome.kind) {
    case 'not_found':
      return notFound();
    case 'payment_required':
      return new ApiError(
        402,
        PAYMENT_REQUIRED,
        'This consultation is paid: sign in as a fan to book and pay it',
      );
    case 'unavailable':
      return new ApiError(409, 'calendar_unavailable', 'The creator is not taking bookings right now');
    case 'taken':
      return new ApiError(409, 'slot_taken', 'This time is no longer available');
    case 'email_cap':
      return new ApiError(
        429,
        'pending_bookings_limit',
        'This email address already holds as many upcoming bookings as allowed',
      );
    case 'creator_day_cap':
      return new ApiError(429, 'creator_daily_bookings_limit', 'This creator takes no more bookings today');
  }
}
