import type { PushForm } from '@mym/sdk';
import { Checkbox, TextField } from '@mym/ui';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../common/field-error';
import { amountFromInput } from './PushPriceField';

export interface PushDiscountFieldProps {
  form: UseFormReturn<PushForm>;
  /** The durations of `GET /pushes/discount-durations`, seconds. */
  durations: readonly { value: number }[];
}

/** A duration in the largest whole unit the creator reads: days, else hours, else minutes. */
export function discountDurationLabel(seconds: number, t: TFunction): string {
  if (seconds % 86400 === 0) return t('push_discount_days', { count: seconds / 86400 });
  if (seconds % 3600 === 0) return t('push_discount_hours', { count: seconds / 3600 });
  return t('push_discount_minutes', { count: Math.round(seconds / 60) });
}

/**
 * The discount switch (spec 3, 5): with it on, a discounted price (above zero, not above the price) and how long
 * the discount lasts, chosen among the durations the API offers (at least 3 hours).
 */
export function PushDiscountField({ form, durations }: PushDiscountFieldProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const hasDiscount = useWatch({ control: form.control, name: 'hasDiscount' });
  const duration = useWatch({ control: form.control, name: 'discount.duration' });
  const price = form.getValues('discount.price');
  const priceError = fieldError(form, 'discount.price', t);
  const durationError = fieldError(form, 'discount.duration', t);

  return (
    <fieldset className="mym-field-card" part="discount">
      <legend className="mym-field-card__legend">{t('push_discount_title')}</legend>
      <Checkbox
        label={t('push_discount_switch')}
        checked={hasDiscount}
        onChange={(event) => form.setValue('hasDiscount', event.currentTarget.checked, { shouldDirty: true })}
      />
      {hasDiscount && (
        <div className="mym-push-discount">
          <TextField
            label={t('push_discount_price_label', { currency: price.currency })}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            defaultValue={price.value ?? ''}
            error={priceError}
            onChange={(event) =>
              form.setValue('discount.price.value', amountFromInput(event.currentTarget.value), {
                shouldDirty: true,
              })
            }
          />
          <div className={`mym-field${durationError ? ' mym-field--invalid' : ''}`}>
            <label className="mym-field__label" htmlFor={selectId}>
              {t('push_discount_duration_label')}
            </label>
            <div className="mym-field__control">
              <select
                id={selectId}
                className="mym-field__input"
                value={duration ?? ''}
                aria-invalid={durationError ? true : undefined}
                aria-describedby={durationError ? `${selectId}-error` : undefined}
                onChange={(event) =>
                  form.setValue(
                    'discount.duration',
                    event.currentTarget.value === '' ? null : Number(event.currentTarget.value),
                    { shouldDirty: true },
                  )
                }
              >
                <option value="">{t('push_discount_duration_none')}</option>
                {durations.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {discountDurationLabel(choice.value, t)}
                  </option>
                ))}
              </select>
            </div>
            {durationError && (
              <p id={`${selectId}-error`} className="mym-field__error" role="alert">
                {durationError}
              </p>
            )}
          </div>
        </div>
      )}
    </fieldset>
  );
}
