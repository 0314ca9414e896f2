import type { BookingCancellation } from '@mym/sdk/contract';
import type { ApiContext } from '../http/api-context';
import type { CancelledBooking } from '../presenters/booking';
import { removeBookingEvent } from './creator-calendar';

type Deps = Pick<ApiContext, 'db' | 'calendars' | 'clock' | 'notices'>;

/** Where a step that failed after the commit is reported (the request's logger). */
export type AfterCommitLog = (error: unknown, step: string) => void;

/**
 * What follows bookings cancelled in a committed transaction: their events leave the calendars that hold them,
 * and the fans of those still to come are told. Neither step can undo the cancellation, so neither failure
 * becomes an error answer: each is logged, and the answer says what went through.
 */
export async function afterCancellation(
  deps: Deps,
  creatorId: string,
  cancelled: readonly CancelledBooking[],
  log: AfterCommitLog,
): Promise<BookingCancellation> {
  let calendarUpdated = true;
  let fansNotified = true;
  for (const { booking, calendarEvent } of cancelled) {
    if (!calendarEvent) continue;
    try {
      // Calls that hit a hiccup were already retried; a calendar that cannot be used keeps the event.
      if (!(await removeBookingEvent(deps, creatorId, calendarEvent))) calendarUpdated = false;
    } catch (error) {
      calendarUpdated = false;
      log(error, `removing the calendar event of booking ${booking.id}`);
    }
  }
  const now = deps.clock().getTime();
  let upcoming = 0;
  for (const { booking } of cancelled) {
    // A booking still to come was something the fan counted on: they hear it is off.
    if (Date.parse(booking.startsAt) <= now) continue;
    upcoming += 1;
    try {
      await deps.notices.cancelled(booking);
    } catch (error) {
      fansNotified = false;
      log(error, `telling the fan of booking ${booking.id}`);
    }
  }
  return { cancelledBookings: upcoming, calendarUpdated, fansNotified };
}
