import type { Booking } from '@mym/sdk/contract';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { Temporal } from 'temporal-polyfill';

/** The product name in calendar files (RFC 5545 PRODID). */
const PRODUCT_ID = { company: 'MYM', product: 'creators', language: 'EN' } as const;

/** The event's UID: stable per booking, so a calendar written twice keeps one event. */
export const bookingEventUid = (bookingId: string) => `booking-${bookingId}@creators.mym`;

/**
 * A booking as a calendar file (RFC 5545) in the given zone, with its VTIMEZONE so that calendars show the
 * right local time even across a daylight-saving change. The fan's file is in the fan's zone, the creator's
 * calendar event in the creator's.
 */
export function bookingCalendarFile(
  booking: Booking,
  options: {
    timeZone: string;
    summary: string;
    description?: string;
    cancelled?: boolean;
    /** For an email (iTIP, RFC 5546): a published event, or the cancellation of one. */
    method?: 'PUBLISH' | 'CANCEL';
  },
): string {
  const calendar = ical({
    ...(options.method ? { method: ICalCalendarMethod[options.method] } : {}),
    prodId: PRODUCT_ID,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: bookingEventUid(booking.id),
    // Wall-clock times of the zone: the library writes them as they read, next to the TZID.
    start: Temporal.Instant.from(booking.startsAt).toZonedDateTimeISO(options.timeZone),
    end: Temporal.Instant.from(booking.endsAt).toZonedDateTimeISO(options.timeZone),
    timezone: options.timeZone,
    summary: options.summary,
    description: options.description,
    status: options.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
