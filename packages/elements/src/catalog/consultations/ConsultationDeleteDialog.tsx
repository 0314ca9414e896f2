import type { Consultation } from '@mym/sdk';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { catalogErrorKey } from './catalog-error';

export interface ConsultationDeleteDialogProps {
  consultation: Consultation;
  deleting: boolean;
  /** The failed delete, if any: said in the dialog, which stays open to try again. */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before deleting, and says what follows (the API cascades): the consultation's bookings go with it, the
 * upcoming ones are cancelled and their events leave the creator's calendar. Pausing is offered as the way to stop
 * new bookings while keeping the ones made.
 */
export function ConsultationDeleteDialog({
  consultation,
  deleting,
  error,
  onConfirm,
  onClose,
}: ConsultationDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('catalog_consultation_delete_title', { title: consultation.title })}
      confirmLabel={t('catalog_consultation_delete_confirm')}
      keepLabel={t('catalog_consultation_delete_keep')}
      busy={deleting}
      problem={error ? t(catalogErrorKey(error)) : undefined}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{t('catalog_consultation_delete_bookings')}</p>
      <p>{t('catalog_consultation_delete_fans')}</p>
      {consultation.active && <p>{t('catalog_consultation_delete_pause_hint')}</p>}
    </ConfirmDialog>
  );
}
