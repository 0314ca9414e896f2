import type { BookingDetails } from '@mym/sdk/forms';
import { validateBookingDetails } from '@mym/sdk/rules';
import type { Resolver } from 'react-hook-form';
import { rulesResolver } from '../common/form-errors';

/** The rules the API applies to the booking (`validateBookingDetails`), all at once on submit (spec 5 "Generic"). */
export const bookingDetailsResolver: Resolver<BookingDetails> =
  rulesResolver<BookingDetails>(validateBookingDetails);
