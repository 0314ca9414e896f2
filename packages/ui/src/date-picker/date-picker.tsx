import { getLocalTimeZone, today } from '@internationalized/date';
import { useMemo } from 'react';
import { I18nProvider } from 'react-aria';
import { cx } from '../class-names';
import { CALENDAR_MAX_MONTHS_AHEAD } from '../limits';
import { Calendar, type CalendarLabels } from './calendar';
import {
  type CalendarDay,
  type DayInput,
  dayKey,
  dayKeys,
  dayToDate,
  type TimeOfDay,
  toCalendarDay,
} from './dates';
import { TimeField } from './time-field';

export interface DatePickerProps {
  labels: CalendarLabels & { time: string };
  /** Day selected at first (spec 3 "default date"). */
  defaultDate?: CalendarDay;
  /** Time shown at first (spec 3 "default hour"). */
  defaultTime?: TimeOfDay;
  /** Days that already have a publication; they show a bullet (spec 2). */
  publicationDates?: readonly DayInput[];
  /** Days that cannot be chosen (spec 2 "restricted days"). */
  restrictedDates?: readonly DayInput[];
  /** Last day that can be chosen; today plus 3 months by default (spec 5 "Calendar", spec 9). */
  maxDate?: CalendarDay;
  onDateChange?: (date: CalendarDay) => void;
  onTimeChange?: (time: TimeOfDay) => void;
  /** Translated errors of the two slots, `calendar` and `time` (spec 3 "error keys calendar and time"). */
  errors?: { calendar?: string; time?: string };
  /** BCP 47 locale of the month names and time format; the page's language by default. */
  locale?: string;
  /** The day the calendar counts from; the local today by default. */
  today?: CalendarDay;
  className?: string;
}

/**
 * Picks a publication day and time (spec 2 "Calendar date picker"): days before today and restricted days are
 * disabled, days after the maximum too; date and time changes are reported separately.
 */
export function DatePicker({
  labels,
  defaultDate,
  defaultTime,
  publicationDates = [],
  restrictedDates = [],
  maxDate,
  onDateChange,
  onTimeChange,
  errors = {},
  locale,
  today: todayInput,
  className,
}: DatePickerProps) {
  const first = todayInput ? dayToDate(todayInput) : today(getLocalTimeZone());
  const last = maxDate ? dayToDate(maxDate) : first.add({ months: CALENDAR_MAX_MONTHS_AHEAD });
  const chosen = defaultDate ? dayToDate(defaultDate) : undefined;
  const restricted = useMemo(() => dayKeys(restrictedDates), [restrictedDates]);
  const published = useMemo(() => dayKeys(publicationDates), [publicationDates]);

  const picker = (
    <div className={cx('mym-date-picker', className)}>
      <Calendar
        labels={labels}
        defaultValue={chosen}
        // A stored schedule opens on its own month; a day already past, on today's (the first that can be chosen).
        defaultFocusedValue={chosen && chosen.compare(first) > 0 ? chosen : first}
        minValue={first}
        maxValue={last}
        isDateUnavailable={(date) => restricted.has(dayKey(date))}
        isPublicationDay={(date) => published.has(dayKey(date))}
        onChange={(date) => onDateChange?.(toCalendarDay(date))}
        error={errors.calendar}
      />
      <TimeField
        label={labels.time}
        defaultValue={defaultTime}
        onChange={(time) => time && onTimeChange?.({ hour: time.hour, minute: time.minute })}
        error={errors.time}
      />
    </div>
  );
  return locale ? <I18nProvider locale={locale}>{picker}</I18nProvider> : picker;
}
