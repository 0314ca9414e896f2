import type { Consultation } from '@mym/sdk';
import { Button } from '@mym/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogErrorKey } from './catalog-error';

// The dialog (react-aria) loads when a delete is asked for, not with the screen (issue 13).
const Modal = lazy(() => import('@mym/ui/modal').then((module) => ({ default: module.Modal })));

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
    <Suspense fallback={null}>
      <Modal
        isOpen
        onClose={onClose}
        title={t('catalog_consultation_delete_title', { title: consultation.title })}
        closeLabel={t('modal_close_button')}
        role="alertdialog"
        footer={
          <>
            <Button variant="destructive" loading={deleting} onClick={onConfirm}>
              {t('catalog_consultation_delete_confirm')}
            </Button>
            <Button variant="tertiary" onClick={onClose}>
              {t('catalog_consultation_delete_keep')}
            </Button>
          </>
        }
      >
        <p>{t('catalog_consultation_delete_bookings')}</p>
        <p>{t('catalog_consultation_delete_fans')}</p>
        {consultation.active && <p>{t('catalog_consultation_delete_pause_hint')}</p>}
        {Boolean(error) && (
          <p className="mym-form-error" role="alert">
            {t(catalogErrorKey(error))}
          </p>
        )}
      </Modal>
    </Suspense>
  );
}
