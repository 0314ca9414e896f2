import type { Booking } from '@mym/sdk/contract';
import { createTransport, type Transporter } from 'nodemailer';
import { Temporal } from 'temporal-polyfill';
import { bookingCalendarFile } from '../calendars/booking-event';

/** Sends the fan what happened to their booking, with the calendar file in their zone. */
export interface BookingNotices {
  booked(booking: Booking): Promise<void>;
  cancelled(booking: Booking): Promise<void>;
}

/** Where notices come from (`MAIL_FROM`) and through which SMTP server (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export interface MailSettings {
  smtpUrl: string;
  from: string;
}

/** "Tuesday 16 June 2026 at 16:00 (Asia/Tokyo)": the fan's own clock, the zone named. */
const onTheFansClock = (booking: Booking) =>
  `${Temporal.Instant.from(booking.startsAt)
    .toZonedDateTimeISO(booking.attendeeTimeZone)
    .toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short' })} (${booking.attendeeTimeZone})`;

/**
 * Booking notices by email through an SMTP server. A failed send is reported to `onError` and never undoes the
 * booking or its cancellation: the mail is the message about it, not the thing itself.
 */
export function smtpBookingNotices(
  settings: MailSettings,
  onError: (error: unknown) => void,
): BookingNotices {
  const transport: Transporter = createTransport(settings.smtpUrl);
  const send = async (booking: Booking, cancelled: boolean) => {
    try {
      const when = onTheFansClock(booking);
      const subject = cancelled
        ? `Cancelled: ${booking.consultationTitle}, ${when}`
        : `Booked: ${booking.consultationTitle}, ${when}`;
      const text = cancelled
        ? `Hello ${booking.attendeeName},\n\nYour consultation "${booking.consultationTitle}" of ${when} was cancelled by the creator. The attached file removes it from your calendar.\n`
        : `Hello ${booking.attendeeName},\n\nYour consultation "${booking.consultationTitle}" is booked for ${when}. Add it to your calendar with the attached file.\n`;
      const ics = bookingCalendarFile(booking, {
        timeZone: booking.attendeeTimeZone,
        summary: booking.consultationTitle,
        cancelled,
        method: cancelled ? 'CANCEL' : 'PUBLISH',
      });
      await transport.sendMail({
        from: settings.from,
        to: { name: booking.attendeeName, address: booking.attendeeEmail },
        subject,
        text,
        icalEvent: { method: cancelled ? 'CANCEL' : 'PUBLISH', content: ics, filename: 'booking.ics' },
      });
    } catch (error) {
      onError(error);
    }
  };
  return { booked: (booking) => send(booking, false), cancelled: (booking) => send(booking, true) };
}
