import type { Booking } from '@mym/sdk';
import { Button } from '@mym/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogErrorKey } from '../consultations/catalog-error';
import { formatTimeRange } from './booking-format';

// The dialog (react-aria) loads when a cancel is asked for, not with the calendar (issue 13).
const Modal = lazy(() => import('@mym/ui/modal').then((module) => ({ default: module.Modal })));

export interface BookingCancelDialogProps {
  booking: Booking;
  /** The day it is listed under, in words. */
  dayLabel: string;
  cancelling: boolean;
  /** The failed cancel, if any: said in the dialog, which stays open to try again. */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before cancelling a booking and says what follows: the booking is gone and its event leaves the synced
 * calendar (`DELETE /bookings/{id}`), and the fan gets an email with the cancellation for their calendar; their
 * address is shown to write to them too.
 */
export function BookingCancelDialog({
  booking,
  dayLabel,
  cancelling,
  error,
  onConfirm,
  onClose,
}: BookingCancelDialogProps) {
  const { t, i18n } = useTranslation();
  return (
    <Suspense fallback={null}>
      <Modal
        isOpen
        onClose={onClose}
        title={t('catalog_booking_cancel_title', { name: booking.attendeeName })}
        closeLabel={t('modal_close_button')}
        role="alertdialog"
        footer={
          <>
            <Button variant="destructive" loading={cancelling} onClick={onConfirm}>
              {t('catalog_booking_cancel_confirm')}
            </Button>
            <Button variant="tertiary" onClick={onClose}>
              {t('catalog_booking_cancel_keep')}
            </Button>
          </>
        }
      >
        <p>
          {t('catalog_booking_cancel_what', {
            consultation: booking.consultationTitle,
            day: dayLabel,
            time: formatTimeRange(booking, booking.timeZone, i18n.language),
          })}
        </p>
        <p>{t('catalog_booking_cancel_calendar')}</p>
        <p>
          {t('catalog_booking_cancel_fan', { name: booking.attendeeName })}{' '}
          <a className="mym-consultations-link" href={`mailto:${booking.attendeeEmail}`}>
            {booking.attendeeEmail}
          </a>
        </p>
        {Boolean(error) && (
          <p className="mym-form-error" role="alert">
            {t(catalogErrorKey(error))}
          </p>
        )}
      </Modal>
    </Suspense>
  );
}
