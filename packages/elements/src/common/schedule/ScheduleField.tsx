import type { PushForm } from '@mym/sdk';
import { Checkbox, Loader } from '@mym/ui';
import { Suspense } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../field-error';
// The calendar (react-aria, @internationalized/date) loads when the creator switches scheduling on, not with the
// composer.
import { ScheduleDatePicker } from './schedule-date-picker-loader';
import { nextFullHour, scheduleTimeZone } from './schedule-zone';

/** What the field reads and writes: a push form, or any form that schedules the same way (a post). */
type ScheduleForm = Pick<PushForm, 'isScheduled' | 'scheduledAt'>;

export interface PushScheduleFieldProps<Form extends ScheduleForm = PushForm> {
  form: UseFormReturn<Form>;
  /** Which feature's words the field speaks (`push_schedule_title`, `post_schedule_title`...). */
  keyPrefix?: 'push' | 'post';
  timeZone: string;
  /** Days that already have a publication, marked with a bullet (`GET /pushes/calendar`). */
  publicationDates: readonly string[];
  /** Days the platform closes, disabled (`GET /pushes/calendar/restrictions`). */
  restrictedDates: readonly string[];
}

/**
 * The schedule switch and the calendar date picker (spec 2, 3, 5): today to today + 3 months in the creator's
 * zone, which the field names, publication days marked and restricted days disabled. Day and time are kept as
 * one instant in the form.
 */
export function PushScheduleField<Form extends ScheduleForm = PushForm>({
  form: anyForm,
  keyPrefix = 'push',
  timeZone,
  publicationDates,
  restrictedDates,
}: PushScheduleFieldProps<Form>) {
  const { t: translate, i18n } = useTranslation();
  // Generic forms cannot name their paths statically: the field only touches the two it is given by type.
  const form = anyForm as unknown as UseFormReturn<ScheduleForm>;
  const t = (key: string, options: Record<string, string> = {}) =>
    translate(key.replace(/^push_/, `${keyPrefix}_`), options);
  const isScheduled = useWatch({ control: form.control, name: 'isScheduled' });
  const zone = scheduleTimeZone(timeZone);

  const toggle = (on: boolean) => {
    form.setValue('isScheduled', on, { shouldDirty: true });
    // A date not chosen yet, or already past (a post's form starts at "now"), starts at the next full hour.
    const current = form.getValues('scheduledAt');
    if (on && (!current || current.getTime() < Date.now()))
      form.setValue('scheduledAt', nextFullHour(), { shouldDirty: true });
  };
  const error = fieldError(form, 'scheduledAt', translate);

  return (
    <fieldset className="mym-field-card" part="schedule">
      <legend className="mym-field-card__legend">{t('push_schedule_title')}</legend>
      <Checkbox
        label={t('push_schedule_switch')}
        checked={isScheduled}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      {isScheduled && (
        <>
          <p className="mym-field-card__hint">{t('push_schedule_time_zone', { timeZone: zone })}</p>
          <Suspense fallback={<Loader label={t('push_loading')} />}>
            <ScheduleDatePicker
              form={form}
              zone={zone}
              locale={i18n.language}
              labels={{
                calendar: t('push_schedule_calendar'),
                previous: t('push_schedule_previous_month'),
                next: t('push_schedule_next_month'),
                publication: t('push_schedule_publication_day'),
                time: t('push_schedule_time'),
              }}
              publicationDates={publicationDates}
              restrictedDates={restrictedDates}
              error={error}
            />
          </Suspense>
        </>
      )}
    </fieldset>
  );
}
