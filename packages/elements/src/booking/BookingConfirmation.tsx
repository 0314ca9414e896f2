import type { PublicBooking } from '@mym/sdk/booking';
import type { Money } from '@mym/sdk/fan';
import { Button } from '@mym/ui/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { consultationPrice, formatInstant } from './booking-format';
import { StepHeading } from './StepHeading';

/**
 * The last step: what was booked, on the fan's clock and on the creator's, and the calendar file the API made
 * (RFC 5545, with the zone) to add it to any calendar.
 */
export function BookingConfirmation({
  booked,
  paid,
  onBookAnother,
}: {
  booked: PublicBooking;
  /** What the fan paid, once the payment service confirmed it (a priced consultation). */
  paid?: Money | undefined;
  onBookAnother: () => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { booking } = booked;
  const fan = formatInstant(booking.startsAt, booking.attendeeTimeZone, i18n.language);
  const creator = formatInstant(booking.startsAt, booking.timeZone, i18n.language);
  // A data URL rather than an object URL: nothing to revoke, and it survives the widget being removed.
  const calendarFile = `data:text/calendar;charset=utf-8,${encodeURIComponent(booked.ics)}`;
  return (
    <section className="mym-booking__step" aria-labelledby={headingId} part="confirmation">
      <StepHeading id={headingId} focus>
        {t(paid ? 'booking_confirmation_paid_title' : 'booking_confirmation_title')}
      </StepHeading>
      <div className="mym-booking__summary mym-booking__summary--done" part="summary">
        <strong className="mym-booking__summary-title">{booking.consultationTitle}</strong>
        <span>
          {t('booking_summary_when', { date: fan.date, time: fan.time })} ({booking.attendeeTimeZone})
        </span>
        <span className="mym-booking__hint">
          {t('booking_confirmation_creator_time', {
            date: creator.date,
            time: creator.time,
            timeZone: booking.timeZone,
          })}
        </span>
        {paid && (
          <span className="mym-booking__total">
            {t('booking_confirmation_paid', { price: consultationPrice(paid, i18n.language) })}
          </span>
        )}
        <span className="mym-booking__hint">
          {t('booking_confirmation_email', { name: booking.attendeeName, email: booking.attendeeEmail })}
        </span>
      </div>
      <div className="mym-booking__actions" part="actions">
        <a
          className="mym-button mym-button--primary mym-button--medium"
          href={calendarFile}
          download={`consultation-${booking.startsAt.slice(0, 10)}.ics`}
        >
          <span className="mym-button__label">{t('booking_add_to_calendar')}</span>
        </a>
        <Button variant="secondary" onClick={onBookAnother}>
          {t('booking_book_another')}
        </Button>
      </div>
    </section>
  );
}
