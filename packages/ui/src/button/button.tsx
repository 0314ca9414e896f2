import type { ComponentPropsWithRef } from 'react';
import { cx } from '../class-names';
import { Loader } from '../loader/loader';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'destructive';
export type ButtonSize = 'small' | 'medium' | 'large';

export const BUTTON_VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'tertiary', 'destructive'];
export const BUTTON_SIZES: readonly ButtonSize[] = ['small', 'medium', 'large'];

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and ignores clicks until the work is done. */
  loading?: boolean;
}

/** The product's button (spec 2 "Buttons"). Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(
        'mym-button',
        `mym-button--${variant}`,
        `mym-button--${size}`,
        loading && 'mym-button--loading',
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Loader size="small" className="mym-button__loader" />}
      <span className="mym-button__label">{children}</span>
    </button>
  );
}
