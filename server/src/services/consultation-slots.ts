import type { Booking, PublicBookingPayload, SlotList } from '@mym/sdk/contract';
import {
  availableSlots,
  type BusyTimeline,
  busyTimeline,
  type Interval,
  isBookableStart,
  mergeTimelines,
} from '@mym/sdk/rules/slots';
import { bookingCalendarFile, bookingEventUid } from '../calendars/booking-event';
import { CalendarSyncError } from '../calendars/connected-calendar';
import { creatorCalendar } from '../calendars/creator-calendar';
import { CalendarTooLargeError, calendarReadLimits } from '../calendars/read-limits';
import { findAvailability } from '../db/availability';
import { bookedIntervals } from '../db/booking-holds';
import { findBooking, setBookingEvent } from '../db/bookings';
import { findBookableConsultation } from '../db/consultations';
import type { ApiContext } from '../http/api-context';
import { presentAvailability } from '../presenters/availability';
import { presentBooking } from '../presenters/booking';
import { insertBookingIfFree } from './booking-placement';

type Deps = Pick<
  ApiContext,
  'db' | 'calendars' | 'clock' | 'notices' | 'busyTimes' | 'publicLimits' | 'rateLimits'
>;

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
  const consultation = await findBookableConsultation(deps.db, consultationId);
  if (!consultation) return undefined;
  const availability = presentAvailability(await findAvailability(deps.db, consultation.creator_id));
  const busy = await busyTimes(deps, consultation.creator_id, range);
  if (!busy) return { slots: [], timeZone: availability.timeZone, available: false };
  const slots = availableSlots(availability, {
    durationSeconds: consultation.duration_seconds,
    ...range,
    now: deps.clock().toISOString(),
    busy,
  });
  return { slots, timeZone: availability.timeZone, available: true };
}

/**
 * Busy times of the calendar (kept a short while, see BusyTimesCache) and the bookings (always read), or
 * undefined when the calendar cannot be trusted now.
 */
async function busyTimes(
  deps: Deps,
  creatorId: string,
  range: { from: string; to: string },
): Promise<BusyTimeline | undefined> {
  try {
    const calendarBusy = await deps.busyTimes.read(creatorId, range, async () => {
      const calendar = await creatorCalendar(deps, creatorId);
      if (!calendar) throw new CalendarUnavailable();
      return withinEventLimit(await calendar.busyTimes(range));
    });
    return mergeTimelines(
      calendarBusy,
      busyTimeline(await bookedIntervals(deps.db, creatorId, range, deps.clock())),
    );
  } catch (error) {
    if (error instanceof CalendarSyncError || error instanceof CalendarUnavailable) return undefined;
    throw error;
  }
}

/** No calendar is synced (none connected, or it failed): nothing is cached, no slot is offered. */
class CalendarUnavailable extends Error {}

/** A calendar holding more busy times than the limit is not read further: its slots are not offered. */
function withinEventLimit(busy: Interval[]): Interval[] {
  if (busy.length <= calendarReadLimits.maxEvents) return busy;
  throw new CalendarSyncError(
    'unreachable',
    new CalendarTooLargeError(`more than ${calendarReadLimits.maxEvents} busy times in the range`),
  );
}

/** How long a paid booking holds its slot while the fan pays. */
const PAYMENT_HOLD_MS = 15 * 60_000;

export type BookingOutcome =
  | { kind: 'booked'; booking: Booking; ics: string; paymentId: string | null }
  | { kind: 'not_found' }
  | { kind: 'payment_required' }
  | { kind: 'unavailable' }
  | { kind: 'taken' }
  | { kind: 'email_cap' }
  | { kind: 'creator_day_cap' };

/**
 * Books a slot for a fan. The attempt counts against the address's and the creator's hourly limits; the start
 * must be one the engine offers now (checked against the calendar first, then again against the bookings under
 * the creator's lock, with the caps on pending bookings), then the event goes to the creator's calendar and the
 * fan's notice is queued, after the booking is committed.
 */
export async function bookConsultation(
  deps: Deps,
  consultationId: string,
  payload: PublicBookingPayload,
  address: string,
  /** The fan's row with the consultation's creator, when a signed-in fan books: a priced consultation is charged. */
  payer?: (creatorId: string) => Promise<string>,
): Promise<BookingOutcome> {
  const limits = deps.publicLimits;
  await deps.rateLimits.enforce(`booking:address:${address}`, limits.attemptsPerAddressPerHour, {
    code: 'booking_rate_limited',
    message: 'Too many booking attempts from this address',
  });
  const consultation = await findBookableConsultation(deps.db, consultationId);
  if (!consultation) return { kind: 'not_found' };
  const creatorId = consultation.creator_id;
  const price = { value: consultation.price_value, currency: consultation.price_currency };
  // A priced consultation is paid by a signed-in fan (the fan route); anonymously it would be a free booking.
  if (!payer && price.value > 0) return { kind: 'payment_required' };
  await deps.rateLimits.enforce(`booking:creator:${creatorId}`, limits.attemptsPerCreatorPerHour, {
    code: 'creator_booking_rate_limited',
    message: 'Too many booking attempts for this creator',
  });
  const availability = presentAvailability(await findAvailability(deps.db, creatorId));
  const durationMs = consultation.duration_seconds * 1000;
  const around = {
    start: new Date(Date.parse(payload.start) - 86_400_000).toISOString(),
    end: new Date(Date.parse(payload.start) + durationMs + 86_400_000).toISOString(),
  };
  const calendar = await creatorCalendar(deps, creatorId);
  if (!calendar) return { kind: 'unavailable' };
  let calendarBusy: Interval[];
  try {
    calendarBusy = withinEventLimit(await calendar.busyTimes({ from: around.start, to: around.end }));
  } catch (error) {
    if (error instanceof CalendarSyncError) return { kind: 'unavailable' };
    throw error;
  }
  const query = (booked: Interval[]) => ({
    durationSeconds: consultation.duration_seconds,
    from: around.start,
    to: around.end,
    now: deps.clock().toISOString(),
    busy: [...calendarBusy, ...booked],
  });
  const slot = isBookableStart(availability, query([]), payload.start);
  if (!slot) return { kind: 'taken' };
  const charged = payer !== undefined && price.value > 0;
  const now = deps.clock();
  const inserted = await insertBookingIfFree(
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
      ...(charged
        ? {
            payment: {
              fanId: await payer(creatorId),
              amount: price,
              holdUntil: new Date(now.getTime() + PAYMENT_HOLD_MS),
            },
          }
        : {}),
    },
    (booked) => isBookableStart(availability, query(booked), slot.start) !== undefined,
    {
      pendingPerEmail: limits.pendingBookingsPerEmail,
      perCreatorPerDay: limits.bookingsPerCreatorPerDay,
      now,
    },
  );
  if (inserted.kind !== 'booked') return inserted;
  const { booking, paymentId } = inserted;
  deps.busyTimes.forget(creatorId);
  // A paid booking reaches the calendar and the fan's mailbox once it is paid (`announcePaidBooking`).
  if (!paymentId) await announceBooking(deps, creatorId, booking, calendar);
  const ics = bookingCalendarFile(booking, { timeZone: payload.timeZone, summary: consultation.title });
  return { kind: 'booked', booking, ics, paymentId };
}

/** A paid booking whose payment was confirmed: its event goes to the creator's calendar, the fan is told. */
export async function announcePaidBooking(deps: Deps, creatorId: string, bookingId: string) {
  const row = await findBooking(deps.db, creatorId, bookingId);
  if (!row) return;
  await announceBooking(deps, creatorId, presentBooking(row), await creatorCalendar(deps, creatorId));
}

async function announceBooking(
  deps: Deps,
  creatorId: string,
  booking: Booking,
  calendar: Awaited<ReturnType<typeof creatorCalendar>>,
) {
  const availability = presentAvailability(await findAvailability(deps.db, creatorId));
  const summary = `${booking.consultationTitle} (${booking.attendeeName})`;
  const description = `${booking.attendeeName} <${booking.attendeeEmail}>`;
  try {
    const eventId = await calendar?.writeBooking({
      uid: bookingEventUid(booking.id),
      ics: bookingCalendarFile(booking, { timeZone: availability.timeZone, summary, description }),
      summary,
      description,
      start: booking.startsAt,
      end: booking.endsAt,
      timeZone: availability.timeZone,
    });
    if (eventId) await setBookingEvent(deps.db, booking.id, eventId);
  } catch (error) {
    // The booking stands (the fan has it); the connection is now Unsynced and the creator is shown why.
    if (!(error instanceof CalendarSyncError)) throw error;
  }
  deps.notices.booked(booking);
}
