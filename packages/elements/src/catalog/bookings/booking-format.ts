import type { Booking } from '@mym/sdk';
import { dateTimeFormat } from '../../common/intl-formats';

/** "14:00 – 14:30" on the wall clock of `timeZone`. */
export function formatTimeRange(booking: Booking, timeZone: string, locale: string): string {
  const format = dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  return format.formatRange(new Date(booking.startsAt), new Date(booking.endsAt));
}

/**
 * The booking as the fan lives it, in their zone: the day is named, because it may not be the creator's day
 * ("mar. 4 nov., 02:00 – 02:30").
 */
export function formatFanTime(booking: Booking, locale: string): string {
  const format = dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: booking.attendeeTimeZone,
  });
  return format.formatRange(new Date(booking.startsAt), new Date(booking.endsAt));
}

/** Whether the booking is over: it can no longer be cancelled, only looked at. */
export function isPast(booking: Booking, now: Date = new Date()): boolean {
  return Date.parse(booking.endsAt) <= now.getTime();
}

/** A file name that says what the file is: `booking-2026-11-03-ana-lopez.ics` (the day is the creator's). */
export function calendarFileName(booking: Booking, day: string): string {
  const who = booking.attendeeName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `booking-${day}${who ? `-${who}` : ''}.ics`;
}

/** Hands an `.ics` text to the browser as a download (the file the API answers, RFC 5545). */
export function downloadCalendarFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has been handled; the download keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
