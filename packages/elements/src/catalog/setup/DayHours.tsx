import type { TimeRange } from '@mym/sdk';
import { DEFAULT_RANGE } from '@mym/sdk/forms';
import { Button, Checkbox } from '@mym/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeRangesEditor } from './TimeRangesEditor';

export interface DayHoursProps {
  dayName: string;
  /** The day's name within a sentence ("lundi" in French). */
  dayInSentence: string;
  ranges: readonly TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  /** The day's own error (ranges that overlap), translated. */
  error: string | undefined;
  rangeErrors: Readonly<Record<number, string>>;
  onCopy: () => void;
}

/** One weekday: open or closed, its ranges, and copying them to other days. */
export function DayHours({
  dayName,
  dayInSentence,
  ranges,
  onChange,
  error,
  rangeErrors,
  onCopy,
}: DayHoursProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const open = ranges.length > 0;
  return (
    <fieldset
      className="mym-catalog-day"
      data-state={open ? 'open' : 'closed'}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mym-catalog-day__name">{dayName}</legend>
      <div className="mym-catalog-day__body">
        <div className="mym-catalog-day__switch">
          <Checkbox
            label={t('catalog_day_open')}
            checked={open}
            onChange={(event) => onChange(event.currentTarget.checked ? [DEFAULT_RANGE] : [])}
          />
          {open ? (
            <Button
              variant="tertiary"
              size="small"
              aria-label={t('catalog_day_copy_label', { day: dayInSentence })}
              onClick={onCopy}
            >
              {t('catalog_day_copy')}
            </Button>
          ) : (
            <span className="mym-catalog__hint">{t('catalog_day_closed')}</span>
          )}
        </div>
        {open && (
          <TimeRangesEditor ranges={ranges} onChange={onChange} context={dayName} rangeErrors={rangeErrors} />
        )}
        {error && (
          <p id={errorId} className="mym-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
