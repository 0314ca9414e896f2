import type { Booking } from '@mym/sdk';
import { Badge, Button } from '@mym/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../../creator-client';
import { catalogErrorKey } from '../consultations/catalog-error';
import {
  calendarFileName,
  downloadCalendarFile,
  formatFanTime,
  formatTimeRange,
  isPast,
} from './booking-format';

export interface BookingItemProps {
  booking: Booking;
  /** The creator's day it is listed under (`YYYY-MM-DD`), for the file's name. */
  day: string;
  onCancel: (booking: Booking) => void;
}

/**
 * One booking of the day: when, on the creator's clock and on the fan's (they may live elsewhere), who booked
 * which consultation, its calendar file, and a way to cancel it while it has not happened.
 */
export function BookingItem({ booking, day, onCancel }: BookingItemProps) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const locale = i18n.language;
  const past = isPast(booking);
  const sameZone = booking.attendeeTimeZone === booking.timeZone;
  const download = useMutation({
    mutationFn: () => client.bookings.calendarFile(booking.id),
    onSuccess: (text) => downloadCalendarFile(text, calendarFileName(booking, day)),
  });

  return (
    <li className="mym-bookings-item" data-state={past ? 'past' : 'upcoming'}>
      <div className="mym-bookings-item__main">
        <h3 className="mym-bookings-item__title">
          {booking.consultationTitle}
          {past && (
            <>
              {' '}
              <Badge>{t('catalog_booking_past')}</Badge>
            </>
          )}
        </h3>
        <dl className="mym-bookings-item__facts">
          <div>
            <dt>{t('catalog_booking_your_time')}</dt>
            <dd>
              {t('catalog_booking_time_in_zone', {
                time: formatTimeRange(booking, booking.timeZone, locale),
                timeZone: booking.timeZone,
              })}
            </dd>
          </div>
          <div>
            <dt>{t('catalog_booking_fan_time')}</dt>
            <dd>
              {sameZone
                ? t('catalog_booking_fan_same_zone')
                : t('catalog_booking_time_in_zone', {
                    time: formatFanTime(booking, locale),
                    timeZone: booking.attendeeTimeZone,
                  })}
            </dd>
          </div>
          <div>
            <dt>{t('catalog_booking_fan')}</dt>
            <dd>
              {booking.attendeeName}
              {' · '}
              <a className="mym-text-button mym-consultations-link" href={`mailto:${booking.attendeeEmail}`}>
                {booking.attendeeEmail}
              </a>
            </dd>
          </div>
        </dl>
        {download.isError && (
          <p className="mym-form-error" role="alert">
            {t(catalogErrorKey(download.error))}
          </p>
        )}
      </div>
      <div className="mym-bookings-item__actions">
        <Button
          variant="secondary"
          size="small"
          loading={download.isPending}
          aria-label={t('catalog_booking_download_label', { name: booking.attendeeName })}
          onClick={() => download.mutate()}
        >
          {t('catalog_booking_download')}
        </Button>
        {!past && (
          <Button
            variant="destructive"
            size="small"
            aria-label={t('catalog_booking_cancel_label', { name: booking.attendeeName })}
            onClick={() => onCancel(booking)}
          >
            {t('catalog_booking_cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}
