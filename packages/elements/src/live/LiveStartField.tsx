import type { LiveForm } from '@mym/sdk';
import { Loader } from '@mym/ui';
import { memo, Suspense } from 'react';
import { type UseFormReturn, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../common/field-error';
// The same calendar as the push and post schedules (react-aria), fetched with the composer's form.
import { ScheduleDatePicker } from '../common/schedule/schedule-date-picker-loader';
import type { LiveComposerData } from './use-live-composer-data';

/**
 * When the live starts, on the creator's wall clock (the zone is named): the push date picker and its rules,
 * today to today + 3 months, restricted days disabled, today at a past hour refused (spec 5). It follows its own
 * error, so the form's other changes pass its month of days by (react-hook-form readies the form with an update
 * of the whole composer as the screen starts, which a phone would spend on the calendar again).
 */
export const LiveStartField = memo(function LiveStartField({
  form,
  data,
}: {
  form: UseFormReturn<LiveForm>;
  data: LiveComposerData;
}) {
  const { t, i18n } = useTranslation();
  const error = fieldError(
    { formState: useFormState({ control: form.control, name: 'scheduledAt' }) },
    'scheduledAt',
    t,
  );
  // The picker reads and writes the instant of any schedule form; a live's is always on.
  const scheduleForm = form as unknown as Parameters<typeof ScheduleDatePicker>[0]['form'];
  return (
    <fieldset className="mym-field-card" part="start" aria-invalid={error ? true : undefined}>
      <legend className="mym-field-card__legend">{t('live_start_title')}</legend>
      <p className="mym-field-card__hint">{t('live_start_time_zone', { timeZone: data.timeZone })}</p>
      <Suspense fallback={<Loader label={t('live_loading')} />}>
        <ScheduleDatePicker
          form={scheduleForm}
          zone={data.timeZone}
          locale={i18n.language}
          labels={{
            calendar: t('live_start_calendar'),
            previous: t('live_start_previous_month'),
            next: t('live_start_next_month'),
            publication: t('live_start_publication_day'),
            time: t('live_start_time'),
          }}
          publicationDates={data.publicationDates}
          restrictedDates={data.restrictedDates}
          error={error}
        />
      </Suspense>
    </fieldset>
  );
});
