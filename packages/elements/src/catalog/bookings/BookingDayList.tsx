import type { Booking } from '@mym/sdk';
import { useToast } from '@mym/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../common/calendar/calendar-days';
import { EmptyState, LoadError, LoadingState } from '../../common/LoadState';
import { useCreatorClient } from '../../creator-client';
import { catalogErrorKey } from '../consultations/catalog-error';
import { BookingItem } from './BookingItem';
import { bookingQueries } from './booking-queries';

// The cancel confirmation loads when the creator asks to cancel, not with the day's bookings.
const BookingCancelDialog = lazy(() =>
  import('./BookingCancelDialog').then((module) => ({ default: module.BookingCancelDialog })),
);

export interface BookingDayListProps {
  /** `YYYY-MM-DD`, a day of the creator's zone. */
  day: string;
  timeZone: string;
  onCancelled?: ((booking: Booking) => void) | undefined;
}

/** The bookings of the selected day (`GET /bookings/search?date`), each one cancellable after a confirmation. */
export function BookingDayList({ day, timeZone, onCancelled }: BookingDayListProps) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const bookings = useQuery(bookingQueries.day(client, day, timeZone));
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const dayLabel = formatDay(day, i18n.language);

  const cancel = useMutation({
    mutationFn: (booking: Booking) => client.bookings.delete(booking.id),
    onSuccess: (_nothing, booking) => {
      setCancelling(null);
      // The day's list and the month's markers both change: the day may have no booking left.
      void queryClient.invalidateQueries({ queryKey: bookingQueries.all });
      toast.show({ kind: 'success', title: t('catalog_booking_cancelled', { name: booking.attendeeName }) });
      onCancelled?.(booking);
    },
  });

  let body: ReactNode;
  if (bookings.isPending) body = <LoadingState label={t('catalog_booking_day_loading')} />;
  else if (bookings.isError) {
    body = (
      <LoadError
        title={t(catalogErrorKey(bookings.error))}
        onRetry={() => void bookings.refetch()}
        retrying={bookings.isFetching}
      />
    );
  } else if (bookings.data.length === 0) {
    body = (
      <EmptyState
        title={t('catalog_booking_day_empty_title')}
        description={t('catalog_booking_day_empty_description')}
      />
    );
  } else {
    body = (
      <ul className="mym-bookings-day__list">
        {bookings.data.map((booking) => (
          <BookingItem key={booking.id} booking={booking} day={day} onCancel={setCancelling} />
        ))}
      </ul>
    );
  }

  return (
    <section
      className="mym-bookings-day"
      part="day"
      aria-labelledby="mym-bookings-day-title"
      aria-busy={bookings.isFetching || undefined}
      data-state={bookings.isPending ? 'loading' : bookings.isError ? 'error' : 'ready'}
    >
      <h2 id="mym-bookings-day-title" className="mym-bookings-day__title">
        {t('catalog_booking_day_title', { day: dayLabel })}
      </h2>
      {body}
      <Suspense fallback={null}>
        {cancelling && (
          <BookingCancelDialog
            booking={cancelling}
            dayLabel={dayLabel}
            cancelling={cancel.isPending}
            error={cancel.error}
            onConfirm={() => cancel.mutate(cancelling)}
            onClose={() => {
              setCancelling(null);
              cancel.reset();
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
