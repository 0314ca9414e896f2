import type { CalendarProvider } from '@mym/sdk';
import { Button } from '@mym/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarErrorKey, providerName } from './calendar-providers';
import { useCalendarConnection } from './use-calendar-connection';

// The dialog (react-aria) loads when a disconnection is asked for, not with the screen.
const Modal = lazy(() => import('@mym/ui/modal').then((module) => ({ default: module.Modal })));

export interface DisconnectCalendarDialogProps {
  provider: CalendarProvider;
  onClose: () => void;
  onDisconnected?: (() => void) | undefined;
}

/** Asks before unsyncing a calendar (`DELETE /bookings/calendars/{id}`): bookings pause until one is connected. */
export function DisconnectCalendarDialog({
  provider,
  onClose,
  onDisconnected,
}: DisconnectCalendarDialogProps) {
  const { t } = useTranslation();
  const { disconnect } = useCalendarConnection({});
  const name = providerName(provider.provider, t);
  return (
    <Suspense fallback={null}>
      <Modal
        isOpen
        onClose={onClose}
        role="alertdialog"
        title={t('catalog_disconnect_title', { provider: name })}
        closeLabel={t('modal_close_button')}
        footer={
          <>
            <Button
              variant="destructive"
              loading={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(provider, {
                  onSuccess: () => {
                    onDisconnected?.();
                    onClose();
                  },
                })
              }
            >
              {t('catalog_disconnect_confirm')}
            </Button>
            <Button variant="tertiary" onClick={onClose}>
              {t('catalog_disconnect_keep')}
            </Button>
          </>
        }
      >
        <p>{t('catalog_disconnect_description')}</p>
        {disconnect.isError && (
          <p className="mym-form-error" role="alert">
            {t(calendarErrorKey(disconnect.error))}
          </p>
        )}
      </Modal>
    </Suspense>
  );
}
