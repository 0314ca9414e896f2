import type { HTMLAttributes } from 'react';
import { cx } from '../class-names';

export interface LoaderProps extends HTMLAttributes<HTMLSpanElement> {
  /** Already-translated text announced to screen readers; without it the loader is decorative. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
}

/** A spinner. With a label it is a polite status region; without one it decorates a control that says it is busy. */
export function Loader({ label, size = 'medium', className, ...rest }: LoaderProps) {
  const a11y = label ? { role: 'status' as const } : { 'aria-hidden': true as const };
  return (
    <span className={cx('mym-loader', `mym-loader--${size}`, className)} {...a11y} {...rest}>
      <span className="mym-loader__spinner" />
      {label && <span className="mym-visually-hidden">{label}</span>}
    </span>
  );
}
