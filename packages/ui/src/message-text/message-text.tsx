import type { HTMLAttributes } from 'react';
import { cx } from '../class-names';
import { CheckIcon, WarningIcon } from '../icons/icons';

export type MessageKind = 'default' | 'info' | 'success' | 'warning' | 'error';

export interface MessageTextProps extends HTMLAttributes<HTMLParagraphElement> {
  kind?: MessageKind;
  /** Announce the message when it appears (errors after a submit, a confirmation...). */
  live?: boolean;
}

/** A line of feedback text with an icon that matches its kind (spec 2 "message text"). */
export function MessageText({
  kind = 'default',
  live = false,
  className,
  children,
  ...rest
}: MessageTextProps) {
  const role = live ? (kind === 'error' ? 'alert' : 'status') : undefined;
  const icon =
    kind === 'success' ? <CheckIcon /> : kind === 'warning' || kind === 'error' ? <WarningIcon /> : null;
  return (
    <p className={cx('mym-message-text', `mym-message-text--${kind}`, className)} role={role} {...rest}>
      {icon}
      <span>{children}</span>
    </p>
  );
}
