import type { TimeRange } from '@mym/sdk';
import { nextRange } from '@mym/sdk/forms';
import { Button, TimeField, type TimeOfDay } from '@mym/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface TimeRangesEditorProps {
  ranges: readonly TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  /** What the ranges belong to ("Monday", a date), read with each control so twenty "Start" fields differ. */
  context: string;
  /** Ranges that are not a time span, each with the translated error shown under it. */
  rangeErrors: Readonly<Record<number, string>>;
}

/** `HH:MM` as the time field's value; an empty or partial text is an empty field. */
function toTime(text: string): TimeOfDay | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const toText = (time: TimeOfDay | null) => (time ? `${pad(time.hour)}:${pad(time.minute)}` : '');

/**
 * The opening ranges of one day, several per day (spec "weekly hours"): a start and an end each, added after
 * the last one and removed one by one. An end at 00:00 is midnight, the end of the day. Times are typed in the
 * design system's 24-hour field, as everywhere else in the app.
 */
export function TimeRangesEditor({ ranges, onChange, context, rangeErrors }: TimeRangesEditorProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const following = nextRange(ranges);
  const change = (index: number, part: keyof TimeRange, value: string) =>
    onChange(ranges.map((range, at) => (at === index ? { ...range, [part]: value } : range)));

  return (
    <div className="mym-catalog-ranges">
      {ranges.length > 0 && (
        <ol className="mym-catalog-ranges__list">
          {ranges.map((range, index) => {
            const error = rangeErrors[index];
            const errorId = `${id}-${index}-error`;
            const position = index + 1;
            const time = (part: keyof TimeRange) => (
              <div className="mym-catalog-range__field">
                <span className="mym-catalog-range__label" aria-hidden="true">
                  {t(`catalog_range_${part}`)}
                </span>
                <TimeField
                  className="mym-catalog-range__input"
                  locale={i18n.language}
                  aria-label={t(`catalog_range_${part}_label`, { context, position })}
                  invalid={Boolean(error)}
                  {...(error ? { 'aria-describedby': errorId } : {})}
                  value={toTime(range[part])}
                  onChange={(value) => change(index, part, toText(value))}
                />
              </div>
            );
            return (
              // Ranges have no identity of their own: their position is what the creator sees and edits.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="mym-catalog-range">
                <div className="mym-catalog-range__times">
                  {time('start')}
                  <span className="mym-catalog-range__dash" aria-hidden="true">
                    –
                  </span>
                  {time('end')}
                  <button
                    type="button"
                    className="mym-icon-button mym-catalog-range__remove"
                    aria-label={t('catalog_range_remove', { context, position })}
                    onClick={() => onChange(ranges.filter((_range, at) => at !== index))}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </div>
                {error && (
                  <p id={errorId} className="mym-field__error" role="alert">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {following && (
        <Button
          variant="tertiary"
          size="small"
          className="mym-catalog-ranges__add"
          aria-label={t('catalog_range_add_label', { context })}
          onClick={() => onChange([...ranges, following])}
        >
          {t('catalog_range_add')}
        </Button>
      )}
    </div>
  );
}
