import type { LiveForm, PushPriceRange } from '@mym/sdk';
import {
  CUSTOM_PRICE_MAX,
  CUSTOM_PRICE_MIN,
  DEFAULT_CURRENCY,
  formatAmount,
  fromMinorUnits,
} from '@mym/sdk/rules';
import { TextField } from '@mym/ui';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../common/field-error';

/** A number input's text as the form keeps it: a major amount, null when emptied. */
function amountFromInput(text: string): number | null {
  if (text.trim() === '') return null;
  const amount = Number(text.replace(',', '.'));
  return Number.isFinite(amount) ? amount : Number.NaN;
}

/** Free, or a ticket at a preset push price or one typed within the push price bounds (spec 5, 9). */
export function LiveTicketField({
  form,
  ranges,
}: {
  form: UseFormReturn<LiveForm>;
  ranges: readonly PushPriceRange[];
}) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const paid = useWatch({ control: form.control, name: 'paid' });
  const price = useWatch({ control: form.control, name: 'price' });
  const show = (major: number) => formatAmount(major, { locale: i18n.language, currency: DEFAULT_CURRENCY });
  const setPaid = (on: boolean) => form.setValue('paid', on, { shouldDirty: true });
  const error = fieldError(form, 'price', t);
  return (
    <fieldset className="mym-field-card" part="ticket" aria-invalid={error ? true : undefined}>
      <legend className="mym-field-card__legend">{t('live_ticket_title')}</legend>
      <div className="mym-live-ticket__choices">
        <label className="mym-choice mym-choice--pill mym-live-ticket__choice">
          <input type="radio" name={name} checked={!paid} onChange={() => setPaid(false)} />
          <span>{t('live_ticket_free')}</span>
        </label>
        <label className="mym-choice mym-choice--pill mym-live-ticket__choice">
          <input type="radio" name={name} checked={paid} onChange={() => setPaid(true)} />
          <span>{t('live_ticket_paid')}</span>
        </label>
      </div>
      {paid && (
        <>
          <fieldset className="mym-live-ticket__presets">
            <legend className="mym-field-card__hint">{t('live_ticket_presets')}</legend>
            {ranges.map((range) => {
              const major = fromMinorUnits(range.value);
              return (
                <button
                  key={range.value}
                  type="button"
                  className="mym-choice mym-choice--pill mym-live-ticket__preset"
                  aria-pressed={price === major}
                  onClick={() => form.setValue('price', major, { shouldDirty: true })}
                >
                  {show(major)}
                </button>
              );
            })}
          </fieldset>
          <TextField
            key={price ?? 'empty'}
            label={t('live_ticket_price_label', { currency: DEFAULT_CURRENCY })}
            hint={t('live_ticket_price_hint', { min: show(CUSTOM_PRICE_MIN), max: show(CUSTOM_PRICE_MAX) })}
            type="number"
            inputMode="decimal"
            step="0.01"
            defaultValue={price ?? ''}
            error={error}
            onBlur={(event) =>
              form.setValue('price', amountFromInput(event.currentTarget.value), { shouldDirty: true })
            }
          />
        </>
      )}
    </fieldset>
  );
}
