import { type ReactNode, useRef } from 'react';
import { FocusScope, useDialog, useModalOverlay } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { cx } from '../class-names';
import { CloseIcon } from '../icons/icons';
import { Portal } from '../portal/portal';

export interface ModalProps {
  isOpen: boolean;
  /** Called on the close button, Escape, and (when dismissable) a click on the overlay. */
  onClose: () => void;
  /** Translated dialog title; it names the dialog. */
  title: string;
  /** Translated name of the close button; the ui kit has no i18n, so the default is the key (spec 2). */
  closeLabel?: string;
  /** Whether a click outside the dialog closes it. */
  isDismissable?: boolean;
  /** Buttons at the bottom of the dialog. */
  footer?: ReactNode;
  /** `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children?: ReactNode;
}

/**
 * A modal dialog (spec 2): a 50% overlay at z-index 5 (tokens `--mym-overlay-opacity`, `--mym-z-modal`), focus kept
 * inside while open and given back to the opener on close, the rest of the page hidden from screen readers.
 */
export function Modal(props: ModalProps) {
  if (!props.isOpen) return null;
  return (
    <Portal>
      <ModalLayer {...props} />
    </Portal>
  );
}

function ModalLayer({
  onClose,
  title,
  closeLabel = 'modal_close_button',
  isDismissable = true,
  footer,
  role = 'dialog',
  className,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useOverlayTriggerState({ isOpen: true, onOpenChange: (open) => !open && onClose() });
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable }, state, ref);
  const { dialogProps, titleProps } = useDialog({ role }, ref);

  return (
    <div className="mym-modal-layer">
      <div className="mym-modal__overlay" {...underlayProps} data-testid="modal-overlay" />
      <FocusScope contain restoreFocus autoFocus>
        <div {...modalProps} {...dialogProps} ref={ref} className={cx('mym-modal', className)}>
          <div className="mym-modal__header">
            <h2 {...titleProps} className="mym-modal__title">
              {title}
            </h2>
            <button
              type="button"
              className="mym-icon-button mym-modal__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="mym-modal__body">{children}</div>
          {footer && <div className="mym-modal__footer">{footer}</div>}
        </div>
      </FocusScope>
    </div>
  );
}
