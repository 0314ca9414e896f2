import type { LiveForm, PushAudience } from '@mym/sdk';
import { Checkbox } from '@mym/ui';
import { memo, useId, useMemo } from 'react';
import { type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../common/field-error';
import { numberFormat } from '../common/intl-formats';

/**
 * Who is told of the live: the push audiences (at least one), each with how many fans are in it now. It follows
 * its own error and choices, so the form's other changes pass it by (react-hook-form readies the form with an
 * update of the whole composer as the screen starts).
 */
export const LiveAudienceField = memo(function LiveAudienceField({
  form,
  targets,
}: {
  form: UseFormReturn<LiveForm>;
  targets: readonly PushAudience[];
}) {
  const { t, i18n } = useTranslation();
  const errorId = useId();
  const chosen = useWatch({ control: form.control, name: 'targets' });
  const error = fieldError(
    { formState: useFormState({ control: form.control, name: 'targets' }) },
    'targets',
    t,
  );
  // One formatter for every audience: each costs a phone a few milliseconds to make.
  const numbers = useMemo(() => numberFormat(i18n.language), [i18n.language]);
  const count = (n: number) => numbers.format(n);
  const toggle = (id: PushAudience['id'], on: boolean) =>
    form.setValue('targets', on ? [...chosen, id] : chosen.filter((target) => target !== id), {
      shouldDirty: true,
    });
  return (
    <fieldset
      className="mym-field-card"
      part="audience"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mym-field-card__legend">{t('live_audience_title')}</legend>
      <p className="mym-field-card__hint">{t('live_audience_hint')}</p>
      <div className="mym-live-audience">
        {targets.map((target) => (
          <Checkbox
            key={target.id}
            label={t('live_audience_choice', {
              name: t(`live_audience_${target.id}`),
              count: count(target.recipients),
            })}
            checked={chosen.includes(target.id)}
            onChange={(event) => toggle(target.id, event.currentTarget.checked)}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className="mym-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
});
