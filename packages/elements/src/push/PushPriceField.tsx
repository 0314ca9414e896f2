import type { PushForm, PushPriceRange } from '@mym/sdk';
import { CUSTOM_PRICE_MAX, CUSTOM_PRICE_MIN, formatAmount, fromMinorUnits } from '@mym/sdk/rules';
import { TextField } from '@mym/ui';
import { useId, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../common/field-error';

export interface PushPriceFieldProps {
  form: UseFormReturn<PushForm>;
  /** The preset prices of `GET /pushes/prices`, minor units. */
  ranges: readonly PushPriceRange[];
}

/** A number input's value as the form keeps it: a major amount, or null when emptied. */
export function amountFromInput(text: string): number | null {
  if (text.trim() === '') return null;
  const amount = Number(text.replace(',', '.'));
  return Number.isFinite(amount) ? amount : Number.NaN;
}

/**
 * The price (spec 3, 5): one of the preset ranges, or a price the creator types (5 to 1000, two decimals when
 * fractional). Choosing one clears the other, so the payload carries exactly the price the creator sees.
 */
export function PushPriceField({ form, ranges }: PushPriceFieldProps) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const preset = useWatch({ control: form.control, name: 'price.value' });
  const custom = useWatch({ control: form.control, name: 'customPrice.value' });
  const [customChosen, setCustomChosen] = useState(custom !== null);
  const currency = form.getValues('price.currency');
  const show = (major: number) => formatAmount(major, { locale: i18n.language, currency });

  const choosePreset = (major: number) => {
    setCustomChosen(false);
    form.setValue('price.value', major, { shouldDirty: true });
    form.setValue('customPrice.value', null, { shouldDirty: true });
  };
  const chooseCustom = () => {
    setCustomChosen(true);
    form.setValue('price.value', null, { shouldDirty: true });
  };
  const presetError = fieldError(form, 'price', t) ?? fieldError(form, 'price.value', t);
  const customError = fieldError(form, 'customPrice', t) ?? fieldError(form, 'customPrice.value', t);

  return (
    <fieldset
      className="mym-field-card"
      part="price"
      aria-describedby={presetError ? `${name}-error` : undefined}
    >
      <legend className="mym-field-card__legend">{t('push_price_title')}</legend>
      <div className="mym-push-price__choices">
        {ranges.map((range) => {
          const major = fromMinorUnits(range.value);
          return (
            <label key={range.value} className="mym-choice mym-choice--pill mym-push-price__choice">
              <input
                type="radio"
                name={name}
                checked={!customChosen && preset === major}
                onChange={() => choosePreset(major)}
              />
              <span>{show(major)}</span>
            </label>
          );
        })}
        <label className="mym-choice mym-choice--pill mym-push-price__choice">
          <input type="radio" name={name} checked={customChosen} onChange={chooseCustom} />
          <span>{t('push_price_custom')}</span>
        </label>
      </div>
      {presetError && (
        <p id={`${name}-error`} className="mym-field__error" role="alert">
          {presetError}
        </p>
      )}
      {customChosen && (
        <TextField
          label={t('push_price_custom_label', { currency })}
          hint={t('push_price_custom_hint', { min: show(CUSTOM_PRICE_MIN), max: show(CUSTOM_PRICE_MAX) })}
          type="number"
          inputMode="decimal"
          min={CUSTOM_PRICE_MIN}
          max={CUSTOM_PRICE_MAX}
          step="0.01"
          defaultValue={custom ?? ''}
          error={customError}
          onChange={(event) =>
            form.setValue('customPrice.value', amountFromInput(event.currentTarget.value), {
              shouldDirty: true,
            })
          }
        />
      )}
    </fieldset>
  );
}
