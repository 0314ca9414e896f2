import type { DateOverride, TimeRange } from '@mym/sdk';
import { DEFAULT_RANGE, rangeErrors } from '@mym/sdk/forms';
import { type CalendarDay, formatCalendarDay, MANDATORY_FIELD_ERROR, toCalendarDay } from '@mym/sdk/rules';
import { Button, Loader } from '@mym/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatRanges } from './availability-summary';
import { TimeRangesEditor } from './TimeRangesEditor';

// Dialog and calendar (react-aria) load when the creator adds or edits a date, not with the editor.
const Modal = lazy(() => import('@mym/ui/modal').then((module) => ({ default: module.Modal })));
const DatePicker = lazy(() =>
  import('@mym/ui/date-picker').then((module) => ({ default: module.DatePicker })),
);

function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

export interface DateOverrideDialogProps {
  /** The date being changed; a new one when absent. */
  editing: DateOverride | undefined;
  /** Dates that already differ, which cannot be chosen twice. */
  takenDates: readonly string[];
  timeZone: string;
  /** Days ahead fans may book: a date past it would never be offered anyway. */
  bookingWindowDays: number;
  /** The week's hours, to say what the chosen date usually holds. */
  week: readonly TimeRange[][];
  onSave: (override: DateOverride) => void;
  onClose: () => void;
}

/**
 * One date that differs from the week: a day off, other hours on an open day, or hours on a closed one. The day
 * is chosen on the calendar date picker (today to the end of the booking window, in the creator's zone).
 */
export function DateOverrideDialog(props: DateOverrideDialogProps) {
  const { editing, takenDates, timeZone, bookingWindowDays, week, onSave, onClose } = props;
  const { t, i18n } = useTranslation();
  const kindName = useId();
  const [date, setDate] = useState(editing?.date);
  const [ranges, setRanges] = useState<TimeRange[]>(editing?.ranges ?? []);
  const [dayOff, setDayOff] = useState(editing ? editing.ranges.length === 0 : true);
  const [submitted, setSubmitted] = useState(false);
  const today = toCalendarDay(new Date(), timeZone);
  const usual = date ? (week[weekdayOf(date)] ?? []) : [];
  const problems = rangeErrors(ranges);
  const invalidRanges = Object.fromEntries(
    problems.invalid.map((index) => [index, t(MANDATORY_FIELD_ERROR)]),
  );
  const hoursError = !dayOff && (ranges.length === 0 || problems.overlapping);

  const chooseHours = () => {
    setDayOff(false);
    if (ranges.length === 0)
      setRanges(usual.length > 0 ? usual.map((range) => ({ ...range })) : [DEFAULT_RANGE]);
  };
  const save = () => {
    setSubmitted(true);
    if (!date || hoursError || (!dayOff && problems.invalid.length > 0)) return;
    onSave({ date, ranges: dayOff ? [] : ranges });
    onClose();
  };
  const [year, month, day] = (editing?.date ?? '').split('-').map(Number);

  return (
    <Suspense fallback={null}>
      <Modal
        isOpen
        onClose={onClose}
        title={t(editing ? 'catalog_override_edit_title' : 'catalog_override_add_title')}
        closeLabel={t('modal_close_button')}
        className="mym-catalog-override-dialog"
        footer={
          <>
            <Button onClick={save}>{t('catalog_override_save')}</Button>
            <Button variant="tertiary" onClick={onClose}>
              {t('catalog_cancel')}
            </Button>
          </>
        }
      >
        <div className="mym-catalog-override">
          <Suspense fallback={<Loader label={t('catalog_loading')} />}>
            <DatePicker
              className="mym-catalog-override__picker"
              locale={i18n.language}
              labels={{
                calendar: t('catalog_override_calendar'),
                previous: t('catalog_override_previous_month'),
                next: t('catalog_override_next_month'),
                time: t('catalog_override_calendar'),
              }}
              today={today}
              maxDate={addDays(today, bookingWindowDays)}
              defaultDate={editing && year && month && day ? { year, month, day } : undefined}
              restrictedDates={takenDates.filter((taken) => taken !== editing?.date)}
              onDateChange={(chosen) => setDate(formatCalendarDay(chosen))}
              errors={{ calendar: submitted && !date ? t('calendar') : undefined }}
            />
          </Suspense>
          {date && (
            <p className="mym-catalog__hint" aria-live="polite">
              {t('catalog_override_usual', {
                date: formatDay(date, i18n.language),
                hours: formatRanges(usual, i18n.language, t),
              })}
            </p>
          )}
          <fieldset className="mym-catalog-override__kind">
            <legend className="mym-field-card__legend">{t('catalog_override_kind')}</legend>
            <label className="mym-catalog-choice">
              <input type="radio" name={kindName} checked={dayOff} onChange={() => setDayOff(true)} />
              <span>{t('catalog_override_day_off')}</span>
            </label>
            <label className="mym-catalog-choice">
              <input type="radio" name={kindName} checked={!dayOff} onChange={chooseHours} />
              <span>{t('catalog_override_hours')}</span>
            </label>
          </fieldset>
          {!dayOff && (
            <TimeRangesEditor
              ranges={ranges}
              onChange={setRanges}
              context={date ? formatDay(date, i18n.language) : t('catalog_override_this_date')}
              rangeErrors={submitted ? invalidRanges : {}}
            />
          )}
          {submitted && hoursError && (
            <p className="mym-field__error" role="alert">
              {t(MANDATORY_FIELD_ERROR)}
            </p>
          )}
        </div>
      </Modal>
    </Suspense>
  );
}
