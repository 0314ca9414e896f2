import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../class-names';
import { CheckIcon } from '../icons/icons';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Visible label; may hold links (e.g. terms acceptance). */
  label: ReactNode;
  /** Already-translated error shown under the box. */
  error?: string;
}

/** A native checkbox with a styled box, so keyboard, forms and react-hook-form's `register` work unchanged. */
export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `mym-checkbox-${generated}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={cx('mym-checkbox', error && 'mym-checkbox--invalid', className)}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        className="mym-checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : rest['aria-describedby']}
      />
      <span className="mym-checkbox__box" aria-hidden="true">
        <CheckIcon />
      </span>
      <label className="mym-checkbox__label" htmlFor={inputId}>
        {label}
      </label>
      {error && (
        <p id={errorId} className="mym-checkbox__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
