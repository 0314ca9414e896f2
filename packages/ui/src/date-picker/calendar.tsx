import { type CalendarDate, createCalendar, type DateValue, getWeeksInMonth } from '@internationalized/date';
import { useRef } from 'react';
import {
  type AriaButtonProps,
  useButton,
  useCalendar,
  useCalendarCell,
  useCalendarGrid,
  useLocale,
} from 'react-aria';
import { type CalendarState, useCalendarState } from 'react-stately';
import { cx } from '../class-names';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';

export interface CalendarLabels {
  /** Translated name of the calendar. */
  calendar: string;
  previous?: string;
  next?: string;
  /** Translated words read on days that already have a publication. */
  publication?: string;
}

export interface CalendarProps {
  labels: CalendarLabels;
  defaultValue?: CalendarDate;
  /** Month shown when no day is selected yet. */
  defaultFocusedValue?: CalendarDate;
  minValue: CalendarDate;
  maxValue: CalendarDate;
  isDateUnavailable: (date: DateValue) => boolean;
  isPublicationDay: (date: DateValue) => boolean;
  onChange: (date: DateValue) => void;
  error?: string;
}

/** One month at a time with previous and next buttons (spec 2 "Calendar date picker"). */
export function Calendar({ labels, error, isPublicationDay, onChange, ...props }: CalendarProps) {
  const { locale } = useLocale();
  const calendarProps = {
    ...props,
    'aria-label': labels.calendar,
    isInvalid: Boolean(error),
    errorMessage: error,
    onChange: (value: DateValue | null) => value && onChange(value),
  };
  const state = useCalendarState({ ...calendarProps, locale, createCalendar });
  const aria = useCalendar(calendarProps, state);

  return (
    <div {...aria.calendarProps} className="mym-calendar">
      <div className="mym-calendar__header">
        <NavButton
          {...aria.prevButtonProps}
          aria-label={labels.previous ?? aria.prevButtonProps['aria-label']}
        >
          <ChevronLeftIcon />
        </NavButton>
        {/* The grid's name already holds the month; screen readers would hear it twice. */}
        <span className="mym-calendar__title" aria-hidden="true">
          {aria.title}
        </span>
        <NavButton {...aria.nextButtonProps} aria-label={labels.next ?? aria.nextButtonProps['aria-label']}>
          <ChevronRightIcon />
        </NavButton>
      </div>
      <CalendarGrid state={state} isPublicationDay={isPublicationDay} publicationLabel={labels.publication} />
      {/* The error's slot is always in the page, empty without an error: react-aria looks it up once the calendar
          is mounted, and finding none would draw the whole month a second time, at once, as the screen starts. */}
      <div {...aria.errorMessageProps}>
        {error && (
          <p className="mym-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

function NavButton(props: AriaButtonProps & { 'aria-label'?: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  return (
    <button {...buttonProps} ref={ref} className="mym-icon-button">
      {props.children}
    </button>
  );
}

interface GridProps {
  state: CalendarState;
  isPublicationDay: (date: DateValue) => boolean;
  publicationLabel?: string;
}

function CalendarGrid({ state, isPublicationDay, publicationLabel }: GridProps) {
  const { locale } = useLocale();
  const { gridProps, headerProps, weekDays } = useCalendarGrid({}, state);
  const weeks = [...Array(getWeeksInMonth(state.visibleRange.start, locale)).keys()];
  return (
    <table {...gridProps} className="mym-calendar__grid">
      <thead {...headerProps}>
        <tr>
          {weekDays.map((day, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: narrow weekday names repeat (S, S)
            <th key={index}>{day}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week}>
            {state.getDatesInWeek(week).map((date, index) =>
              date ? (
                <CalendarCell
                  key={date.toString()}
                  state={state}
                  date={date}
                  isPublication={isPublicationDay(date)}
                  publicationLabel={publicationLabel}
                />
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have nothing else to key on
                <td key={index} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface CellProps {
  state: CalendarState;
  date: CalendarDate;
  isPublication: boolean;
  publicationLabel?: string;
}

/** A day; days that already have a publication carry a bullet and say so to screen readers (spec 2). */
function CalendarCell({
  state,
  date,
  isPublication,
  publicationLabel = 'calendar_publication_day',
}: CellProps) {
  const ref = useRef<HTMLDivElement>(null);
  const cell = useCalendarCell({ date }, state, ref);
  const label = cell.buttonProps['aria-label'];
  const buttonProps = {
    ...cell.buttonProps,
    'aria-label': isPublication && label ? `${label}, ${publicationLabel}` : label,
  };
  return (
    <td {...cell.cellProps}>
      <div
        {...buttonProps}
        ref={ref}
        hidden={cell.isOutsideVisibleRange}
        data-date={date.toString()}
        className={cx(
          'mym-calendar__day',
          cell.isSelected && 'mym-calendar__day--selected',
          (cell.isDisabled || cell.isUnavailable) && 'mym-calendar__day--disabled',
        )}
      >
        {cell.formattedDate}
        {isPublication && (
          <span className="mym-calendar__marker" aria-hidden="true" data-testid="publication-marker" />
        )}
      </div>
    </td>
  );
}
