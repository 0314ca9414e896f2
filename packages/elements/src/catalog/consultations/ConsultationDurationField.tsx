import {
  type ConsultationFormValues,
  CUSTOM_DURATION,
  DURATION_CHOICES_MINUTES,
  DURATION_MINUTES,
} from '@mym/sdk/forms';
import { TextField } from '@mym/ui';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerStored, registerStoredChoice } from '../../common/stored-field';
import { formatMinutes } from './consultation-format';

export interface ConsultationDurationFieldProps {
  form: UseFormReturn<ConsultationFormValues>;
  /** The translated error of a field, from the key the rules put there. */
  errorOf: (field: 'durationChoice' | 'customMinutes') => string | undefined;
}

/**
 * How long a consultation lasts: the usual lengths as choices, or any whole number of minutes from 5 minutes to
 * 8 hours (the contract's bounds), typed under "Other length".
 */
export function ConsultationDurationField({ form, errorOf }: ConsultationDurationFieldProps) {
  const { t, i18n } = useTranslation();
  const errorId = useId();
  const choice = useWatch({ control: form.control, name: 'durationChoice' });
  const choiceError = errorOf('durationChoice');
  const custom = choice === CUSTOM_DURATION;

  return (
    <fieldset
      className="mym-field-card"
      part="duration"
      aria-invalid={choiceError ? true : undefined}
      aria-describedby={choiceError ? errorId : undefined}
    >
      <legend className="mym-field-card__legend">{t('catalog_consultation_duration')}</legend>
      <div className="mym-consultation-field__choices">
        {DURATION_CHOICES_MINUTES.map((minutes) => (
          <label key={minutes} className="mym-choice mym-consultation-field__choice">
            <input type="radio" {...registerStoredChoice(form, 'durationChoice', String(minutes))} />
            <span>{formatMinutes(minutes, i18n.language)}</span>
          </label>
        ))}
        <label className="mym-choice mym-consultation-field__choice">
          <input type="radio" {...registerStoredChoice(form, 'durationChoice', CUSTOM_DURATION)} />
          <span>{t('catalog_consultation_duration_custom')}</span>
        </label>
      </div>
      {choiceError && (
        <p id={errorId} className="mym-field__error" role="alert">
          {choiceError}
        </p>
      )}
      {custom && (
        <TextField
          label={t('catalog_consultation_duration_minutes')}
          hint={t('catalog_consultation_duration_hint', {
            min: DURATION_MINUTES.min,
            max: formatMinutes(DURATION_MINUTES.max, i18n.language),
          })}
          type="number"
          inputMode="numeric"
          min={DURATION_MINUTES.min}
          max={DURATION_MINUTES.max}
          step={1}
          error={errorOf('customMinutes')}
          {...registerStored(form, 'customMinutes')}
        />
      )}
    </fieldset>
  );
}
