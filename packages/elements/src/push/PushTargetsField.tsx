import type { PushAudience, PushForm } from '@mym/sdk';
import { Checkbox } from '@mym/ui';
import { useId, useMemo } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../common/field-error';
import { numberFormat } from '../common/intl-formats';
import { useRecipientTotal } from './use-recipient-total';

export interface PushTargetsFieldProps {
  form: UseFormReturn<PushForm>;
  targets: readonly PushAudience[];
}

/**
 * Who receives the push (spec 3 "targets", at least one: spec 5): the audiences the API knows, each with its
 * live count, and how many fans the chosen ones reach, from the API: a fan in two chosen audiences is counted
 * once, as they get the push once.
 */
export function PushTargetsField({ form, targets }: PushTargetsFieldProps) {
  const { t, i18n } = useTranslation();
  const errorId = useId();
  const chosen = useWatch({ control: form.control, name: 'targets' });
  const total = useRecipientTotal(chosen);
  const error = fieldError(form, 'targets', t);
  // One formatter for every audience: each costs a phone a few milliseconds to make.
  const numbers = useMemo(() => numberFormat(i18n.language), [i18n.language]);
  const count = (n: number) => numbers.format(n);

  const toggle = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((target) => target !== id);
    form.setValue('targets', next, { shouldDirty: true });
  };

  return (
    <fieldset
      className="mym-field-card"
      part="targets"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mym-field-card__legend">{t('push_targets_title')}</legend>
      <div className="mym-push-targets">
        {targets.map((target) => (
          <Checkbox
            key={target.id}
            label={t('push_target_choice', {
              name: t(`push_target_${target.id}`),
              count: count(target.recipients),
            })}
            checked={chosen.includes(target.id)}
            onChange={(event) => toggle(target.id, event.currentTarget.checked)}
          />
        ))}
      </div>
      <p className="mym-field-card__hint" aria-live="polite" data-testid="push-recipient-total">
        {total === undefined ? '' : t('push_targets_total', { count: total })}
      </p>
      {error && (
        <p id={errorId} className="mym-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
