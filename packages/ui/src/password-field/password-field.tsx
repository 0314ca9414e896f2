import { type ComponentPropsWithRef, useState } from 'react';
import { cx } from '../class-names';
import { FieldShell, useFieldIds } from '../field/field-shell';
import { useTextLength } from '../field/use-text-length';
import { CheckIcon, DotIcon, EyeIcon, EyeOffIcon } from '../icons/icons';

/** One password rule and whether the current value meets it (spec 3 "Requirement item"). */
export interface PasswordRequirement {
  label: string;
  met: boolean;
}

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: string;
  error?: string;
  hint?: string;
  /** Rules listed under the field, each ticked when met (spec 2 "Password field"). */
  requirements?: PasswordRequirement[];
  /** Translated name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Translated name of the toggle while the password is visible. */
  hideLabel?: string;
  /** Translated word read after a rule that is met. */
  metLabel?: string;
  /** Translated word read after a rule that is not met yet. */
  unmetLabel?: string;
  inputClassName?: string;
}

/** A password input with a show/hide toggle and an optional live list of requirements. */
export function PasswordField({
  label,
  error,
  hint,
  requirements,
  showLabel = 'password_show',
  hideLabel = 'password_hide',
  metLabel = 'password_requirement_met',
  unmetLabel = 'password_requirement_unmet',
  id,
  className,
  inputClassName,
  maxLength,
  ref,
  onChange,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const hasCounter = maxLength !== undefined;
  const ids = useFieldIds(id, { error, hint }, hasCounter);
  const text = useTextLength(ref, onChange, rest.value, rest.defaultValue);
  const requirementsId = `${ids.inputId}-requirements`;
  const describedBy = [ids.describedBy, requirements?.length && requirementsId].filter(Boolean).join(' ');

  return (
    <FieldShell
      label={label}
      ids={ids}
      className={cx('mym-password-field', className)}
      error={error}
      hint={hint}
      remaining={hasCounter ? Math.max(0, maxLength - text.length) : undefined}
      after={
        requirements?.length ? (
          <ul id={requirementsId} className="mym-password-field__requirements">
            {requirements.map((rule) => (
              <li
                key={rule.label}
                className={cx(
                  'mym-password-field__requirement',
                  rule.met && 'mym-password-field__requirement--met',
                )}
                data-met={rule.met}
              >
                {rule.met ? <CheckIcon /> : <DotIcon />}
                <span>{rule.label}</span>
                <span className="mym-visually-hidden">{rule.met ? metLabel : unmetLabel}</span>
              </li>
            ))}
          </ul>
        ) : null
      }
    >
      <input
        {...rest}
        ref={text.ref}
        id={ids.inputId}
        type={visible ? 'text' : 'password'}
        maxLength={maxLength}
        onChange={text.handleChange}
        className={cx('mym-field__input', 'mym-password-field__input', inputClassName)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <button
        type="button"
        className="mym-password-field__toggle"
        aria-label={visible ? hideLabel : showLabel}
        aria-controls={ids.inputId}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </FieldShell>
  );
}
