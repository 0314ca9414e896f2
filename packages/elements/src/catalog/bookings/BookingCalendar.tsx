import type { Booking } from '@mym/sdk';
import { Button } from '@mym/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstDayOf, lastDayOf, type MonthPage, monthOf, todayIn } from '../../common/calendar/calendar-days';
import { MonthGrid } from '../../common/calendar/MonthGrid';
import { LoadError, LoadingState } from '../../common/LoadState';
import { useCreatorClient } from '../../creator-client';
import { catalogErrorKey } from '../consultations/catalog-error';
import { BookingDayList } from './BookingDayList';
import { bookingQueries } from './booking-queries';
import { UpcomingBookings } from './UpcomingBookings';

export interface BookingCalendarProps {
  /** Shown above the screen (the site passes the calendar-health banner). */
  banner?: ReactNode;
  /** A booking was cancelled (its event has left the synced calendar). */
  onCancelled?: ((booking: Booking) => void) | undefined;
}

/**
 * `/catalog/bookings` (spec 2): a month of the creator's calendar with a marker on the days that have bookings,
 * today selected at first, the next bookings under it, and the selected day's bookings beside it. Days are days
 * of the creator's zone.
 */
export function BookingCalendar({ banner, onCancelled }: BookingCalendarProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const zone = useQuery(bookingQueries.zone(client));

  return (
    <section
      className="mym-bookings"
      aria-labelledby="mym-bookings-title"
      data-state={zone.isPending ? 'loading' : zone.isError ? 'error' : 'ready'}
    >
      {banner}
      <div className="mym-bookings__header">
        <h1 id="mym-bookings-title" className="mym-bookings__title" tabIndex={-1} data-screen-title>
          {t('catalog_booking_calendar_title')}
        </h1>
        {zone.data && (
          <p className="mym-bookings__zone">{t('catalog_booking_calendar_zone', { timeZone: zone.data })}</p>
        )}
      </div>
      {zone.isPending && <LoadingState label={t('catalog_booking_calendar_loading')} />}
      {zone.isError && (
        <LoadError
          title={t(catalogErrorKey(zone.error))}
          onRetry={() => void zone.refetch()}
          retrying={zone.isFetching}
        />
      )}
      {zone.data && <ZonedBookings timeZone={zone.data} onCancelled={onCancelled} />}
    </section>
  );
}

/** The month and the day once the zone is known: "today" is today on the creator's clock. */
function ZonedBookings({
  timeZone,
  onCancelled,
}: {
  timeZone: string;
  onCancelled: BookingCalendarProps['onCancelled'];
}) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const today = useMemo(() => todayIn(timeZone), [timeZone]);
  const [selected, setSelected] = useState(today);
  const [month, setMonth] = useState<MonthPage>(() => monthOf(today));
  // A new month shows no markers until its own dates answer: never the previous month's.
  const range = { startDate: firstDayOf(month), endDate: lastDayOf(month) };
  const dates = useQuery(bookingQueries.dates(client, range, timeZone));
  const bookedDays = useMemo(() => new Set(dates.data ?? []), [dates.data]);

  return (
    <div className="mym-bookings__layout">
      <div className="mym-bookings__calendar">
        <MonthGrid
          className="mym-bookings-calendar"
          month={month}
          selected={selected}
          today={today}
          markedDays={bookedDays}
          busy={dates.isFetching}
          locale={i18n.language}
          labels={{
            calendar: t('catalog_booking_calendar_label'),
            previous: t('catalog_booking_calendar_previous_month'),
            next: t('catalog_booking_calendar_next_month'),
            markedDay: (day) => t('catalog_booking_calendar_day_booked', { day }),
          }}
          onSelect={setSelected}
          onMonthChange={setMonth}
        />
        {dates.isError && (
          <div className="mym-bookings__markers-error" role="alert">
            <p>{t(catalogErrorKey(dates.error))}</p>
            <Button
              variant="secondary"
              size="small"
              loading={dates.isFetching}
              onClick={() => void dates.refetch()}
            >
              {t('retry')}
            </Button>
          </div>
        )}
        <UpcomingBookings
          timeZone={timeZone}
          onOpen={(day) => {
            setSelected(day);
            setMonth(monthOf(day));
          }}
        />
      </div>
      <BookingDayList day={selected} timeZone={timeZone} onCancelled={onCancelled} />
    </div>
  );
}
