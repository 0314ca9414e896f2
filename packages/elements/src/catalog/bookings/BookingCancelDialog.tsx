import type { Booking } from '@mym/sdk';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { catalogErrorKey } from '../consultations/catalog-error';
import { formatTimeRange } from './booking-format';

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
    <ConfirmDialog
      title={t('catalog_booking_cancel_title', { name: booking.attendeeName })}
      confirmLabel={t('catalog_booking_cancel_confirm')}
      keepLabel={t('catalog_booking_cancel_keep')}
      busy={cancelling}
      problem={error ? t(catalogErrorKey(error)) : undefined}
      onConfirm={onConfirm}
      onClose={onClose}
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
        <a className="mym-text-button mym-consultations-link" href={`mailto:${booking.attendeeEmail}`}>
          {booking.attendeeEmail}
        </a>
      </p>
    </ConfirmDialog>
  );
}
