import type { Booking } from '@mym/sdk/contract';
import { createTransport, type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { Temporal } from 'temporal-polyfill';
import { bookingCalendarFile } from '../calendars/booking-event';
import { htmlText, unlinked } from './unlinked-text';

/**
 * Sends the fan what happened to their booking, with the calendar file in their zone. Both calls only queue the
 * message and return at once: the booking (or its cancellation) is committed before they are called, and no
 * mail server, however slow, holds the answer to the fan or the creator.
 */
export interface BookingNotices {
  booked(booking: Booking): void;
  cancelled(booking: Booking): void;
}

/** Where notices come from (`MAIL_FROM`) and through which SMTP server (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export interface MailSettings {
  smtpUrl: string;
  from: string;
}

/**
 * How long one message may take at each step before it is given up (and reported): a mail server that accepts
 * the connection and then says nothing must not keep sockets and messages piling up.
 */
export const MAIL_TIMEOUTS_MS = { connection: 5_000, greeting: 5_000, socket: 15_000 } as const;

/** "Tuesday 16 June 2026 at 16:00 (Asia/Tokyo)": the fan's own clock, the zone named. */
const onTheFansClock = (booking: Booking) =>
  `${Temporal.Instant.from(booking.startsAt)
    .toZonedDateTimeISO(booking.attendeeTimeZone)
    .toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short' })} (${booking.attendeeTimeZone})`;

/** The message about one booking. The fan's name is what they typed: never a link, never markup. */
export function bookingMessage(booking: Booking, cancelled: boolean) {
  const when = onTheFansClock(booking);
  const name = unlinked(booking.attendeeName);
  const title = booking.consultationTitle;
  const subject = cancelled ? `Cancelled: ${title}, ${when}` : `Booked: ${title}, ${when}`;
  const news = cancelled
    ? `Your consultation "${title}" of ${when} was cancelled by the creator. The attached file removes it from your calendar.`
    : `Your consultation "${title}" is booked for ${when}. Add it to your calendar with the attached file.`;
  return {
    subject,
    text: `Hello ${name},\n\n${news}\n`,
    html: `<!doctype html><html><body><p>Hello ${htmlText(name)},</p><p>${htmlText(news)}</p></body></html>`,
    toName: name,
  };
}

/**
 * Booking notices by email through an SMTP server, sent one after the other in the background with short
 * timeouts. A failed send is reported to `onError` and never undoes the booking or its cancellation: the mail
 * is the message about it, not the thing itself. `idle()` resolves once everything queued so far was tried.
 */
export function smtpBookingNotices(
  settings: MailSettings,
  onError: (error: unknown) => void,
): BookingNotices & { idle(): Promise<void> } {
  // nodemailer drops every other option when given `url`: the URL is parsed here and the timeouts added to it.
  const transport: Transporter = createTransport({
    ...parseConnectionUrl(settings.smtpUrl),
    connectionTimeout: MAIL_TIMEOUTS_MS.connection,
    greetingTimeout: MAIL_TIMEOUTS_MS.greeting,
    socketTimeout: MAIL_TIMEOUTS_MS.socket,
  });
  let queue: Promise<void> = Promise.resolve();
  const send = async (booking: Booking, cancelled: boolean) => {
    try {
      const message = bookingMessage(booking, cancelled);
      const ics = bookingCalendarFile(booking, {
        timeZone: booking.attendeeTimeZone,
        summary: booking.consultationTitle,
        cancelled,
        method: cancelled ? 'CANCEL' : 'PUBLISH',
      });
      await transport.sendMail({
        from: settings.from,
        to: { name: message.toName, address: booking.attendeeEmail },
        subject: message.subject,
        text: message.text,
        html: message.html,
        icalEvent: { method: cancelled ? 'CANCEL' : 'PUBLISH', content: ics, filename: 'booking.ics' },
      });
    } catch (error) {
      onError(error);
    }
  };
  const enqueue = (booking: Booking, cancelled: boolean) => {
    queue = queue.then(() => send(booking, cancelled));
  };
  return {
    booked: (booking) => enqueue(booking, false),
    cancelled: (booking) => enqueue(booking, true),
    idle: () => queue,
  };
}
