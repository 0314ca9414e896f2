import type { Booking, PublicBookingPayload, SlotList } from '@mym/sdk/contract';
import { availableSlots, type Interval, isBookableStart } from '@mym/sdk/rules/slots';
import { bookingCalendarFile, bookingEventUid } from '../calendars/booking-event';
import { CalendarSyncError } from '../calendars/connected-calendar';
import { creatorCalendar } from '../calendars/creator-calendar';
import { findAvailability } from '../db/availability';
import { bookedIntervals, insertBookingIfFree, setBookingEvent } from '../db/bookings';
import { findBookableConsultation } from '../db/consultations';
import type { ApiContext } from '../http/api-context';

type Deps = Pick<ApiContext, 'db' | 'calendars' | 'clock' | 'notices'>;

/**
 * The slots a fan may book: the creator's availability minus the synced calendar's busy times and the
 * bookings. Without a healthy calendar no slot is offered (`available: false`) rather than risking a double
 * booking. Undefined for an unknown or paused consultation.
 */
export async function consultationSlots(
  deps: Deps,
  consultationId: string,
  range: { from: string; to: string },
): Promise<SlotList | undefined> {
  const found = await findBookableConsultation(deps.db, consultationId);
  if (!found) return undefined;
  const availability = await findAvailability(deps.db, found.creatorId);
  const busy = await busyTimes(deps, found.creatorId, range);
  if (!busy) return { slots: [], timeZone: availability.timeZone, available: false };
  const slots = availableSlots(availability, {
    durationSeconds: found.consultation.duration,
    ...range,
    now: deps.clock().toISOString(),
    busy,
  });
  return { slots, timeZone: availability.timeZone, available: true };
}

/** Busy times of the calendar and the bookings, or undefined when the calendar cannot be trusted now. */
async function busyTimes(
  deps: Deps,
  creatorId: string,
  range: { from: string; to: string },
): Promise<Interval[] | undefined> {
  const calendar = await creatorCalendar(deps, creatorId);
  if (!calendar) return undefined;
  try {
    const events = await calendar.busyTimes(range);
    return [...events, ...(await bookedIntervals(deps.db, creatorId, range))];
  } catch (error) {
    if (error instanceof CalendarSyncError) return undefined;
    throw error;
  }
}

export type BookingOutcome =
  | { kind: 'booked'; booking: Booking; ics: string }
  | { kind: 'not_found' }
  | { kind: 'unavailable' }
  | { kind: 'taken' };

/**
 * Books a slot for a fan. The start must be one the engine offers now (checked against the calendar first,
 * then again against the bookings under the creator's lock), then the event goes to the creator's calendar.
 */
export async function bookConsultation(
  deps: Deps,
  consultationId: string,
  payload: PublicBookingPayload,
): Promise<BookingOutcome> {
  const found = await findBookableConsultation(deps.db, consultationId);
  if (!found) return { kind: 'not_found' };
  const { consultation, creatorId } = found;
  const availability = await findAvailability(deps.db, creatorId);
  const durationMs = consultation.duration * 1000;
  const around = {
    start: new Date(Date.parse(payload.start) - 86_400_000).toISOString(),
    end: new Date(Date.parse(payload.start) + durationMs + 86_400_000).toISOString(),
  };
  const calendar = await creatorCalendar(deps, creatorId);
  if (!calendar) return { kind: 'unavailable' };
  let calendarBusy: Interval[];
  try {
    calendarBusy = await calendar.busyTimes({ from: around.start, to: around.end });
  } catch (error) {
    if (error instanceof CalendarSyncError) return { kind: 'unavailable' };
    throw error;
  }
  const query = (booked: Interval[]) => ({
    durationSeconds: consultation.duration,
    from: around.start,
    to: around.end,
    now: deps.clock().toISOString(),
    busy: [...calendarBusy, ...booked],
  });
  const slot = isBookableStart(availability, query([]), payload.start);
  if (!slot) return { kind: 'taken' };
  const booking = await insertBookingIfFree(
    deps.db,
    {
      creatorId,
      consultationId,
      start: slot.start,
      end: slot.end,
      name: payload.name.trim(),
      email: payload.email,
      attendeeTimeZone: payload.timeZone,
      timeZone: availability.timeZone,
    },
    (booked) => isBookableStart(availability, query(booked), slot.start) !== undefined,
  );
  if (!booking) return { kind: 'taken' };
  const summary = `${consultation.title} (${booking.attendeeName})`;
  const description = `${booking.attendeeName} <${booking.attendeeEmail}>`;
  try {
    const eventId = await calendar.writeBooking({
      uid: bookingEventUid(booking.id),
      ics: bookingCalendarFile(booking, { timeZone: availability.timeZone, summary, description }),
      summary,
      description,
      start: booking.startsAt,
      end: booking.endsAt,
      timeZone: availability.timeZone,
    });
    await setBookingEvent(deps.db, booking.id, eventId);
  } catch (error) {
    // The booking stands (the fan has it); the connection is now Unsynced and the creator is shown why.
    if (!(error instanceof CalendarSyncError)) throw error;
  }
  await deps.notices.booked(booking);
  const ics = bookingCalendarFile(booking, { timeZone: payload.timeZone, summary: consultation.title });
  return { kind: 'booked', booking, ics };
}
