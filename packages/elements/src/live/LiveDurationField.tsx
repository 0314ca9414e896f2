import { LIVE_DURATION_CHOICES, type LiveForm } from '@mym/sdk';
import { memo, useId } from 'react';
import { type UseFormReturn, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../common/field-error';
import { registerStored } from '../common/stored-field';
import { formatLiveDuration } from './live-format';

/** The expected duration: the usual lengths of a live, in minutes. It follows its own error (as the audience). */
export const LiveDurationField = memo(function LiveDurationField({
  form,
}: {
  form: UseFormReturn<LiveForm>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const error = fieldError(
    { formState: useFormState({ control: form.control, name: 'durationMinutes' }) },
    'durationMinutes',
    t,
  );
  return (
    <div className="mym-field mym-live-duration" part="duration">
      <label className="mym-field__label" htmlFor={id}>
        {t('live_duration_label')}
      </label>
      <select
        id={id}
        className="mym-live-select"
        aria-invalid={error ? true : undefined}
        {...registerStored(form, 'durationMinutes', { valueAsNumber: true })}
      >
        {LIVE_DURATION_CHOICES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {formatLiveDuration(t, minutes)}
          </option>
        ))}
      </select>
      {error && (
        <p className="mym-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
