import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../class-names';
import { ArrowLeftIcon, CloseIcon } from '../icons/icons';

export interface HeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  /** Shows a back button when given (spec 2 "Layout"). */
  onBack?: () => void;
  /** Translated name of the back button. */
  backLabel?: string;
  /** Shows a close icon on small screens when given (spec 2 "Layout"). */
  onClose?: () => void;
  /** Translated name of the close button. */
  closeLabel?: string;
  /** Heading level of the title; pages use 1, nested panels a lower level. */
  headingLevel?: 1 | 2 | 3;
  /** Extra controls at the end of the bar. */
  actions?: ReactNode;
}

/** The top bar of a screen: optional back button, title and a close icon for mobile (spec 2 "Layout"). */
export function Header({
  title,
  onBack,
  backLabel = 'header_back_button',
  onClose,
  closeLabel = 'header_close_button',
  headingLevel = 1,
  actions,
  className,
  ...rest
}: HeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('mym-header', className)} {...rest}>
      {onBack && (
        <button
          type="button"
          className="mym-icon-button mym-header__back"
          aria-label={backLabel}
          onClick={onBack}
        >
          <ArrowLeftIcon />
        </button>
      )}
      <Heading tabIndex={-1} className="mym-header__title">
        {title}
      </Heading>
      {actions && <div className="mym-header__actions">{actions}</div>}
      {onClose && (
        <button
          type="button"
          className="mym-icon-button mym-header__close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
