import type { DateOverride, FieldErrors } from '@mym/sdk';
import { type AvailabilityForm, detectedTimeZone } from '@mym/sdk/forms';
import { isTimeZone } from '@mym/sdk/rules';
import { Button } from '@mym/ui';
import { lazy, memo, Suspense, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDay, formatRanges } from './availability-summary';

// The dialog (its date picker and ranges) loads when the creator adds or edits a date, not with the hours.
const DateOverrideDialog = lazy(() =>
  import('./DateOverrideDialog').then((module) => ({ default: module.DateOverrideDialog })),
);

export interface DateOverridesFieldProps {
  form: UseFormReturn<AvailabilityForm>;
  errors: FieldErrors;
}

/** The dates that differ from the week (a day off, other hours, hours on a closed day), in date order. */
export const DateOverridesField = memo(function DateOverridesField({
  form,
  errors,
}: DateOverridesFieldProps) {
  const { t, i18n } = useTranslation();
  const [overrides, week, timeZone, bookingWindowDays] = useWatch({
    control: form.control,
    name: ['overrides', 'week', 'timeZone', 'bookingWindowDays'],
  });
  // `null`: closed; `undefined` in the object: a new date.
  const [dialog, setDialog] = useState<{ editing: DateOverride | undefined } | null>(null);
  const error = errors.overrides?.[0];
  const save = (override: DateOverride) => {
    const others = overrides.filter(
      (existing) => existing.date !== override.date && existing.date !== dialog?.editing?.date,
    );
    const next = [...others, override].sort((a, b) => a.date.localeCompare(b.date));
    form.setValue('overrides', next, { shouldDirty: true });
  };
  const remove = (date: string) =>
    form.setValue(
      'overrides',
      overrides.filter((override) => override.date !== date),
      { shouldDirty: true },
    );

  return (
    <fieldset className="mym-field-card" part="overrides">
      <legend className="mym-field-card__legend">{t('catalog_overrides_title')}</legend>
      <p className="mym-catalog__hint">{t('catalog_overrides_hint')}</p>
      {overrides.length === 0 ? (
        <p className="mym-catalog__hint">{t('catalog_overrides_empty')}</p>
      ) : (
        <ul className="mym-catalog-overrides">
          {overrides.map((override) => {
            const day = formatDay(override.date, i18n.language);
            const dayInSentence = formatDay(override.date, i18n.language, true);
            return (
              <li key={override.date} className="mym-catalog-overrides__item">
                <div>
                  <p className="mym-catalog-overrides__date">{day}</p>
                  <p className="mym-catalog__hint">
                    {override.ranges.length === 0
                      ? t('catalog_override_day_off')
                      : formatRanges(override.ranges, i18n.language, t)}
                  </p>
                </div>
                <div className="mym-catalog__actions">
                  <Button
                    variant="tertiary"
                    size="small"
                    aria-label={t('catalog_override_edit_label', { date: dayInSentence })}
                    onClick={() => setDialog({ editing: override })}
                  >
                    {t('catalog_override_edit')}
                  </Button>
                  <Button
                    variant="tertiary"
                    size="small"
                    aria-label={t('catalog_override_remove_label', { date: dayInSentence })}
                    onClick={() => remove(override.date)}
                  >
                    {t('catalog_override_remove')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p className="mym-field__error" role="alert">
          {t(error)}
        </p>
      )}
      <div>
        <Button variant="secondary" size="small" onClick={() => setDialog({ editing: undefined })}>
          {t('catalog_override_add')}
        </Button>
      </div>
      {dialog && (
        <Suspense fallback={null}>
          <DateOverrideDialog
            editing={dialog.editing}
            takenDates={overrides.map((override) => override.date)}
            timeZone={isTimeZone(timeZone) ? timeZone : detectedTimeZone()}
            bookingWindowDays={Number.isInteger(bookingWindowDays) ? bookingWindowDays : 60}
            week={week}
            onSave={save}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </fieldset>
  );
});
