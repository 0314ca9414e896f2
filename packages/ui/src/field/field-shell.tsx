import { type ReactNode, useId } from 'react';
import { cx } from '../class-names';

export interface FieldMessages {
  /** Already-translated error shown under the field; marks the control invalid. */
  error?: string;
  /** Already-translated help text shown under the field. */
  hint?: string;
}

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
  counterId: string;
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint, counter and error, so screen readers read them with the control. */
export function useFieldIds(
  id: string | undefined,
  { error, hint }: FieldMessages,
  hasCounter: boolean,
): FieldIds {
  const generated = useId();
  const inputId = id ?? `mym-field-${generated}`;
  const ids = {
    inputId,
    hintId: `${inputId}-hint`,
    errorId: `${inputId}-error`,
    counterId: `${inputId}-counter`,
  };
  const describedBy = [hint && ids.hintId, hasCounter && ids.counterId, error && ids.errorId]
    .filter(Boolean)
    .join(' ');
  return { ...ids, describedBy: describedBy || undefined };
}

interface FieldShellProps extends FieldMessages {
  label: string;
  ids: FieldIds;
  className?: string;
  /** Remaining characters, shown when the field has a maximum length (spec 2 "Field text counter"). */
  remaining?: number;
  children: ReactNode;
  after?: ReactNode;
}

/** Label, control, hint, counter and error laid out the same way for every text-like field. */
export function FieldShell({
  label,
  ids,
  className,
  error,
  hint,
  remaining,
  children,
  after,
}: FieldShellProps) {
  return (
    <div className={cx('mym-field', error && 'mym-field--invalid', className)}>
      <label className="mym-field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      <div className="mym-field__control">{children}</div>
      {(hint || remaining !== undefined) && (
        <div className="mym-field__meta">
          {hint && (
            <p id={ids.hintId} className="mym-field__hint">
              {hint}
            </p>
          )}
          {remaining !== undefined && (
            <span id={ids.counterId} className="mym-field__counter" data-testid="field-counter">
              {remaining}
            </span>
          )}
        </div>
      )}
      {after}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

/** The error under a field, announced when it appears; nothing while there is none. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mym-field__error" role="alert">
      {error}
    </p>
  );
}
