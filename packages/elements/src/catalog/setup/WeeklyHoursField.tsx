import type { FieldErrors, TimeRange } from '@mym/sdk';
import { type AvailabilityForm, WEEKDAYS_IN_ORDER } from '@mym/sdk/forms';
import { lazy, memo, Suspense, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { weekdayName } from './availability-summary';
import { DayHours } from './DayHours';

// The copy dialog loads when the creator copies a day, not with the week.
const CopyHoursDialog = lazy(() =>
  import('./CopyHoursDialog').then((module) => ({ default: module.CopyHoursDialog })),
);

export interface WeeklyHoursFieldProps {
  form: UseFormReturn<AvailabilityForm>;
  errors: FieldErrors;
}

/** The weekly hours: each day open or closed, with several ranges per day, copied from one day to others. */
export const WeeklyHoursField = memo(function WeeklyHoursField({ form, errors }: WeeklyHoursFieldProps) {
  const { t, i18n } = useTranslation();
  const week = useWatch({ control: form.control, name: 'week' });
  const [copying, setCopying] = useState<number | null>(null);
  const setDay = (weekday: number, ranges: TimeRange[]) =>
    form.setValue(
      'week',
      week.map((day, at) => (at === weekday ? ranges : day)),
      { shouldDirty: true },
    );
  const message = (field: string) => {
    const key = errors[field]?.[0];
    return key ? t(key) : undefined;
  };

  return (
    <fieldset className="mym-field-card" part="weekly-hours">
      <legend className="mym-field-card__legend">{t('catalog_week_title')}</legend>
      <p className="mym-catalog__hint">{t('catalog_week_hint')}</p>
      <div className="mym-catalog-week">
        {WEEKDAYS_IN_ORDER.map((weekday) => {
          const ranges = week[weekday] ?? [];
          const rangeErrors: Record<number, string> = {};
          ranges.forEach((_range, index) => {
            const error = message(`week.${weekday}.${index}`);
            if (error) rangeErrors[index] = error;
          });
          return (
            <DayHours
              key={weekday}
              dayName={weekdayName(weekday, i18n.language)}
              dayInSentence={weekdayName(weekday, i18n.language, true)}
              ranges={ranges}
              onChange={(next) => setDay(weekday, next)}
              error={message(`week.${weekday}`)}
              rangeErrors={rangeErrors}
              onCopy={() => setCopying(weekday)}
            />
          );
        })}
      </div>
      {message('week') && (
        <p className="mym-field__error" role="alert">
          {message('week')}
        </p>
      )}
      {copying !== null && (
        <Suspense fallback={null}>
          <CopyHoursDialog
            from={copying}
            onClose={() => setCopying(null)}
            onCopy={(weekdays) => {
              const source = week[copying] ?? [];
              form.setValue(
                'week',
                week.map((day, weekday) =>
                  weekdays.includes(weekday) ? source.map((r) => ({ ...r })) : day,
                ),
                { shouldDirty: true },
              );
            }}
          />
        </Suspense>
      )}
    </fieldset>
  );
});
