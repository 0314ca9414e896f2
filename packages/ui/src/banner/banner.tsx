import { type HTMLAttributes, useState } from 'react';
import { cx } from '../class-names';
import { CloseIcon } from '../icons/icons';

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  kind?: 'default' | 'info' | 'success' | 'warning' | 'danger';
  title?: string;
  /** Called once the creator closes the banner (spec 2 "dismissible banner"). */
  onDismiss?: () => void;
  /** Translated name of the close button. */
  dismissLabel?: string;
  /** Set false for a banner that must stay. */
  dismissible?: boolean;
}

/** A message across the top of a screen; closing hides it and tells the caller (spec 2). */
export function Banner({
  kind = 'default',
  title,
  onDismiss,
  dismissLabel = 'banner_close_button',
  dismissible = true,
  className,
  children,
  ...rest
}: BannerProps) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className={cx('mym-banner', `mym-banner--${kind}`, className)} {...rest}>
      <div className="mym-banner__body">
        {title && <p className="mym-banner__title">{title}</p>}
        {children}
      </div>
      {dismissible && (
        <button
          type="button"
          className="mym-icon-button mym-banner__close"
          aria-label={dismissLabel}
          onClick={() => {
            setOpen(false);
            onDismiss?.();
          }}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
