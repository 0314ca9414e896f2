import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../common/calendar/calendar-days';
import { dateTimeFormat } from '../../common/intl-formats';
import { LoadError, LoadingState } from '../../common/LoadState';
import { useCreatorClient } from '../../creator-client';
import { catalogErrorKey } from '../consultations/catalog-error';
import { bookingQueries, UPCOMING_SHOWN } from './booking-queries';

/**
 * The next bookings at a glance, soonest first, on the creator's clock: each opens its day beside, where it can
 * be downloaded or cancelled. The month's dots say which days; this says what and who.
 */
export function UpcomingBookings({ timeZone, onOpen }: { timeZone: string; onOpen: (day: string) => void }) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const upcoming = useQuery(bookingQueries.upcoming(client, UPCOMING_SHOWN));
  const when = dateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  let body: ReactNode;
  if (upcoming.isPending) body = <LoadingState label={t('catalog_booking_upcoming_loading')} />;
  else if (upcoming.isError) {
    body = (
      <LoadError
        title={t(catalogErrorKey(upcoming.error))}
        onRetry={() => void upcoming.refetch()}
        retrying={upcoming.isFetching}
      />
    );
  } else if (upcoming.data.length === 0) {
    body = <p className="mym-bookings-upcoming__empty">{t('catalog_booking_upcoming_empty')}</p>;
  } else {
    body = (
      <ol className="mym-bookings-upcoming__list">
        {upcoming.data.map((booking) => (
          <li key={booking.id}>
            <button
              type="button"
              className="mym-bookings-upcoming__item"
              onClick={() => onOpen(todayIn(timeZone, new Date(booking.startsAt)))}
            >
              <span className="mym-bookings-upcoming__when">{when.format(new Date(booking.startsAt))}</span>
              <span>
                {t('catalog_booking_upcoming_what', {
                  consultation: booking.consultationTitle,
                  name: booking.attendeeName,
                })}
              </span>
            </button>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section className="mym-bookings-upcoming" aria-labelledby="mym-bookings-upcoming-title">
      <h2 id="mym-bookings-upcoming-title" className="mym-bookings-day__title">
        {t('catalog_booking_upcoming_title')}
      </h2>
      {body}
    </section>
  );
}
