import type { PushForm } from '@mym/sdk';
import { toCalendarDay } from '@mym/sdk/rules';
import { DatePicker, type DatePickerProps } from '@mym/ui/date-picker';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { nextFullHour } from './schedule-zone';
import { scheduleInstant, wallClockOf } from './zoned-schedule';

/** What the picker reads and writes: the one instant of a push or a post form. */
type ScheduleForm = Pick<PushForm, 'isScheduled' | 'scheduledAt'>;

export interface ScheduleDatePickerProps {
  form: UseFormReturn<ScheduleForm>;
  zone: string;
  locale: string;
  labels: DatePickerProps['labels'];
  publicationDates: readonly string[];
  restrictedDates: readonly string[];
  error: string | undefined;
}

/**
 * The day and time of a schedule on the creator's wall clock, kept as one instant in the form. A module of its
 * own, loaded when scheduling is switched on: the calendar and its date arithmetic are not on the first screen
 *.
 */
export function ScheduleDatePicker({
  form,
  zone,
  locale,
  labels,
  publicationDates,
  restrictedDates,
  error,
}: ScheduleDatePickerProps) {
  const scheduledAt = useWatch({ control: form.control, name: 'scheduledAt' });
  const shown = wallClockOf(scheduledAt ?? nextFullHour(), zone);
  const change = (next: Partial<typeof shown>) => {
    const day = next.day ?? shown.day;
    const time = next.time ?? shown.time;
    form.setValue('scheduledAt', scheduleInstant(day, time, zone), { shouldDirty: true });
  };
  return (
    <DatePicker
      key={zone}
      locale={locale}
      labels={labels}
      today={toCalendarDay(new Date(), zone)}
      defaultDate={shown.day}
      defaultTime={shown.time}
      publicationDates={publicationDates}
      restrictedDates={restrictedDates}
      onDateChange={(day) => change({ day })}
      onTimeChange={(time) => change({ time })}
      errors={{ calendar: error }}
    />
  );
}
