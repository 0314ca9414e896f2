import type { ComponentPropsWithRef } from 'react';
import { cx } from '../class-names';
import { FieldShell, useFieldIds } from '../field/field-shell';
import { useTextLength } from '../field/use-text-length';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Already-translated visible label. */
  label: string;
  /** Already-translated error message; shown under the input and announced. */
  error?: string;
  /** Already-translated help text. */
  hint?: string;
  /** Class of the field wrapper; `inputClassName` styles the input itself. */
  inputClassName?: string;
}

/**
 * A labelled text input (spec 2). With `maxLength` it shows how many characters remain ("Field text counter").
 * Passes its ref to the input, so `{...register('name')}` from react-hook-form works as is.
 */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  inputClassName,
  maxLength,
  ref,
  onChange,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const hasCounter = maxLength !== undefined;
  const ids = useFieldIds(id, { error, hint }, hasCounter);
  const text = useTextLength(ref, onChange, rest.value, rest.defaultValue);

  return (
    <FieldShell
      label={label}
      ids={ids}
      className={className}
      error={error}
      hint={hint}
      remaining={hasCounter ? Math.max(0, maxLength - text.length) : undefined}
    >
      <input
        {...rest}
        ref={text.ref}
        id={ids.inputId}
        type={type}
        maxLength={maxLength}
        onChange={text.handleChange}
        className={cx('mym-field__input', inputClassName)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldShell>
  );
}
