import { Button } from '@mym/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (react-aria) loads when a confirmation is asked for, not with the screen.
const Modal = lazy(() => import('@mym/ui/modal').then((module) => ({ default: module.Modal })));

export interface ConfirmDialogProps {
  /** The question, translated: "Delete “Summer”?". */
  title: string;
  /** The destructive action's words ("Delete", "Cancel the booking"). */
  confirmLabel: string;
  /** The way out's words ("Keep it"). */
  keepLabel: string;
  busy: boolean;
  /** What went wrong, translated: said in the dialog, which stays open to try again. */
  problem?: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
  /** What follows the action, said before the creator confirms. */
  children: ReactNode;
}

/**
 * Asks before something that cannot be undone (deleting a collection, a playlist, a consultation; cancelling a
 * booking): an alert dialog whose destructive button shows the work going on and whose failure keeps it open.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  keepLabel,
  busy,
  problem,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <Modal
        isOpen
        onClose={onClose}
        role="alertdialog"
        title={title}
        closeLabel={t('modal_close_button')}
        footer={
          <>
            <Button variant="destructive" loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
            <Button variant="tertiary" onClick={onClose}>
              {keepLabel}
            </Button>
          </>
        }
      >
        {children}
        {problem && (
          <p className="mym-form-error" role="alert">
            {problem}
          </p>
        )}
      </Modal>
    </Suspense>
  );
}
