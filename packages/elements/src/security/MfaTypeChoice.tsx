import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfaType } from './use-mfa-settings';

export interface MfaTypeChoiceProps {
  selected: MfaType;
  /** The preference saved now, marked as such. */
  current: MfaType;
  /** SMS codes need a phone number on the account (spec 4). */
  hasPhoneNumber: boolean;
  disabled: boolean;
  onChange: (type: MfaType) => void;
}

const OPTIONS: { type: MfaType; label: string; description: string }[] = [
  { type: 'TOTP', label: 'security_mfa_totp', description: 'security_mfa_totp_description' },
  { type: 'SMS', label: 'security_mfa_sms', description: 'security_mfa_sms_description' },
  { type: 'NONE', label: 'security_mfa_none', description: 'security_mfa_none_description' },
];

/** The preferred MFA type as native radios: arrow keys move between them, the legend names the group. */
export function MfaTypeChoice({ selected, current, hasPhoneNumber, disabled, onChange }: MfaTypeChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="mym-mfa-choice" disabled={disabled}>
      <legend className="mym-mfa-choice__legend">{t('security_mfa_legend')}</legend>
      {OPTIONS.map(({ type, label, description }) => {
        const id = `${name}-${type}`;
        // An SMS preference saved earlier stays selectable, so the page never hides the current state.
        const unavailable = type === 'SMS' && !hasPhoneNumber && current !== 'SMS';
        return (
          <div key={type} className="mym-mfa-choice__option" data-unavailable={unavailable || undefined}>
            <input
              id={id}
              className="mym-mfa-choice__input"
              type="radio"
              name={name}
              value={type}
              checked={selected === type}
              disabled={unavailable}
              aria-describedby={`${id}-description`}
              onChange={() => onChange(type)}
            />
            <label htmlFor={id} className="mym-mfa-choice__label">
              {t(label)}
              {current === type && (
                <span className="mym-mfa-choice__current"> · {t('security_mfa_current')}</span>
              )}
            </label>
            <p id={`${id}-description`} className="mym-mfa-choice__description">
              {t(unavailable ? 'security_mfa_sms_needs_phone' : description)}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
