import { type CalendarDate, isSameDay, isSameMonth, startOfMonth } from '@internationalized/date';
import { ChevronDownIcon, cx } from '@mym/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMonth, monthWeeks, movedDay, weekdayNames } from './booking-month';

export interface BookingMonthProps {
  /** Any day of the month shown. */
  month: CalendarDate;
  selected: CalendarDate;
  today: CalendarDate;
  /** `YYYY-MM-DD` of the days that have bookings: they carry a marker. */
  bookedDays: ReadonlySet<string>;
  /** The markers of the month are still loading. */
  busy: boolean;
  onSelect: (date: CalendarDate) => void;
  onMonthChange: (month: CalendarDate) => void;
}

/**
 * A month of the creator's calendar (spec 2 "Calendar date picker": one month at a time, previous and next, a
 * marker bullet on marked days), laid out as the ARIA date grid: one day in the tab order, arrows, Home/End and
 * Page Up/Down move between days and months, Enter or Space selects. Past days stay selectable: their bookings are
 * history worth reading.
 */
export function BookingMonth({
  month,
  selected,
  today,
  bookedDays,
  busy,
  onSelect,
  onMonthChange,
}: BookingMonthProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState(selected);
  // Only a key press moves the browser's focus; a click on "next month" keeps it on the button.
  const moveFocus = useRef(false);
  const current = isSameMonth(focused, month) ? focused : startOfMonth(month);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${current.toString()}"]`)?.focus();
  });

  const turn = (months: number) => {
    const next = startOfMonth(month).add({ months });
    setFocused(isSameMonth(selected, next) ? selected : next);
    onMonthChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = movedDay(current, event.key, locale);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(next);
    if (!isSameMonth(next, month)) onMonthChange(startOfMonth(next));
  };

  return (
    <div className="mym-bookings-month" part="calendar" data-state={busy ? 'loading' : 'ready'}>
      <div className="mym-bookings-month__header">
        <button
          type="button"
          className="mym-icon-button mym-bookings-month__previous"
          aria-label={t('catalog_booking_calendar_previous_month')}
          onClick={() => turn(-1)}
        >
          <ChevronDownIcon />
        </button>
        <h2 id={titleId} className="mym-bookings-month__title" aria-live="polite">
          {formatMonth(month, locale)}
        </h2>
        <button
          type="button"
          className="mym-icon-button mym-bookings-month__next"
          aria-label={t('catalog_booking_calendar_next_month')}
          onClick={() => turn(1)}
        >
          <ChevronDownIcon />
        </button>
      </div>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA date grid is a table with role grid (APG date picker)
        role="grid"
        className="mym-bookings-month__grid"
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdayNames(month, locale).map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                <span aria-hidden="true">{weekday.narrow}</span>
                <span className="mym-visually-hidden">{weekday.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month, locale).map((week) => (
            <tr key={week.find(Boolean)?.toString()}>
              {week.map((date, index) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: the empty cells of a week have nothing else to key on
                if (!date) return <td key={index} />;
                const key = date.toString();
                const isSelected = isSameDay(date, selected);
                const booked = bookedDays.has(key);
                const label = formatDay(date, locale);
                return (
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole lint/a11y/useFocusableInteractive: a grid's cell; its day button is what takes focus
                  <td key={key} role="gridcell" aria-selected={isSelected}>
                    <button
                      type="button"
                      data-date={key}
                      tabIndex={isSameDay(date, current) ? 0 : -1}
                      aria-label={booked ? t('catalog_booking_calendar_day_booked', { day: label }) : label}
                      aria-current={isSameDay(date, today) ? 'date' : undefined}
                      className={cx(
                        'mym-bookings-month__day',
                        isSelected && 'mym-bookings-month__day--selected',
                        isSameDay(date, today) && 'mym-bookings-month__day--today',
                      )}
                      onClick={() => {
                        setFocused(date);
                        onSelect(date);
                      }}
                    >
                      {date.day}
                      {booked && (
                        <span
                          className="mym-bookings-month__marker"
                          aria-hidden="true"
                          data-testid="booking-marker"
                        />
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
