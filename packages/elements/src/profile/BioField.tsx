import { type ComponentPropsWithRef, useId } from 'react';

interface BioFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  hint?: string;
  error?: string | undefined;
}

/**
 * A multi-line text field laid out like the design system's fields (label, hint, error under the field), since
 * the design system has no text area; `{...register('bio')}` works as is.
 */
export function BioField({ label, hint, error, id, ...rest }: BioFieldProps) {
  const generated = useId();
  const inputId = id ?? `mym-bio-${generated}`;
  const describedBy = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ');
  return (
    <div className={`mym-field${error ? ' mym-field--invalid' : ''}`}>
      <label className="mym-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="mym-field__control">
        <textarea
          {...rest}
          id={inputId}
          rows={4}
          className="mym-field__input mym-field__input--multiline"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
      </div>
      {hint && (
        <div className="mym-field__meta">
          <p id={`${inputId}-hint`} className="mym-field__hint">
            {hint}
          </p>
        </div>
      )}
      {error && (
        <p id={`${inputId}-error`} className="mym-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
