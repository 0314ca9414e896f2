import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { dateTimeFormat } from '../intl-formats';
import {
  addDays,
  daysOf,
  firstDayOf,
  formatDay,
  formatMonth,
  isInMonth,
  lastDayOf,
  type MonthPage,
  monthOf,
  weekdayOf,
} from './calendar-days';

export interface MonthGridLabels {
  /** The grid's name; the month's name is added to it. */
  calendar: string;
  previous: string;
  next: string;
  /** How a day that cannot be chosen is read ("Tuesday, May 12, 2026, no free time"). */
  unavailableDay?: (day: string) => string;
  /** How a day with a marker is read ("…, with bookings"). */
  markedDay?: (day: string) => string;
}

export interface MonthGridProps {
  month: MonthPage;
  selected: string | null;
  /** Today in the zone the days are the days of. */
  today: string;
  /** Days shown but not chosen (no free slot); they stay reachable so that their reason is heard. */
  isUnavailable?: (date: string) => boolean;
  /** Days carrying a marker bullet (spec 2: days with a booking or a publication). */
  markedDays?: ReadonlySet<string>;
  canPrevious?: boolean;
  canNext?: boolean;
  /** The month's days are still loading. */
  busy: boolean;
  locale: string;
  labels: MonthGridLabels;
  /** A class of the screen using it, for its own spacing. */
  className?: string;
  onMonthChange: (month: MonthPage) => void;
  onSelect: (date: string) => void;
}

/** Days the arrow keys move by (ARIA grid pattern, as date pickers do). */
const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The locale's first day of the week, 0 for Sunday (Monday in French, Sunday in US English). */
function firstWeekday(locale: string): number {
  const info = (
    new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number } }
  ).getWeekInfo?.();
  return info ? info.firstDay % 7 : 1;
}

/** A Sunday, to name the weekdays from. */
const A_SUNDAY = '2026-01-04';

/**
 * One month of days (spec 2 "Calendar date picker": one month at a time, previous and next, a marker bullet on
 * marked days), the one month calendar of the fan's booking widget and the creator's bookings. A grid in the
 * ARIA sense: one day is in the tab order, arrows, Home, End, Page Up and Page Down move between days and
 * months, Enter or Space selects. Written without react-aria so that a partner page's widget stays light.
 */
export function MonthGrid(props: MonthGridProps) {
  const { month, selected, today, locale, labels, markedDays } = props;
  const { canPrevious = true, canNext = true } = props;
  const unavailable = (date: string) => props.isUnavailable?.(date) ?? false;
  // The day the creator or fan moved to; until then (and in another month) the default day, which follows the
  // month's days as they load: the first free day is known only once the slots have answered.
  const [focused, setFocused] = useState<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const current = focused && isInMonth(focused, month) ? focused : defaultFocus(props);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${current}"]`)?.focus();
  });

  const go = (date: string) => {
    if (!isInMonth(date, month)) {
      const forward = date > lastDayOf(month);
      if (forward ? !canNext : !canPrevious) return;
      props.onMonthChange(monthOf(date));
    }
    setFocused(date);
    moveFocus.current = true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const step = KEY_STEPS[event.key];
    const weekStart = addDays(date, -((weekdayOf(date) - firstWeekday(locale) + 7) % 7));
    let target: string | undefined;
    if (step !== undefined) target = addDays(date, step);
    else if (event.key === 'Home') target = weekStart;
    else if (event.key === 'End') target = addDays(weekStart, 6);
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      target = sameDayOtherMonth(date, event.key === 'PageUp' ? -1 : 1);
    }
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  const first = firstWeekday(locale);
  const leading = (weekdayOf(firstDayOf(month)) - first + 7) % 7;
  const cells: (string | null)[] = [...Array<null>(leading).fill(null), ...daysOf(month)];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  const weekdays = Array.from({ length: 7 }, (_, index) => addDays(A_SUNDAY, (first + index) % 7));
  const title = formatMonth(firstDayOf(month), locale);
  const weekdayName = (date: string, weekday: 'long' | 'narrow') =>
    dateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const dayLabel = (date: string) => {
    let label = formatDay(date, locale);
    if (unavailable(date) && labels.unavailableDay) label = labels.unavailableDay(label);
    if (markedDays?.has(date) && labels.markedDay) label = labels.markedDay(label);
    return label;
  };

  return (
    <div
      className={['mym-calendar', 'mym-month-grid', props.className].filter(Boolean).join(' ')}
      part="calendar"
    >
      <div className="mym-calendar__header">
        <button
          type="button"
          className="mym-icon-button"
          aria-label={labels.previous}
          disabled={!canPrevious}
          onClick={() => props.onMonthChange(monthOf(addDays(firstDayOf(month), -1)))}
        >
          <Chevron path="M15 5l-7 7 7 7" />
        </button>
        <span className="mym-calendar__title" aria-live="polite">
          {title}
        </span>
        <button
          type="button"
          className="mym-icon-button"
          aria-label={labels.next}
          disabled={!canNext}
          onClick={() => props.onMonthChange(monthOf(addDays(lastDayOf(month), 1)))}
        >
          <Chevron path="M9 5l7 7-7 7" />
        </button>
      </div>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the date grid of the WAI-ARIA pattern, as react-aria's calendar renders it
        role="grid"
        className="mym-calendar__grid"
        aria-label={`${labels.calendar}, ${title}`}
        aria-busy={props.busy || undefined}
      >
        <thead>
          <tr>
            {weekdays.map((date) => (
              <th key={date} scope="col" abbr={weekdayName(date, 'long')}>
                {weekdayName(date, 'narrow')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) =>
                date ? (
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole lint/a11y/useFocusableInteractive: a grid's cell; its day button is what takes focus
                  <td key={date} role="gridcell" aria-selected={date === selected}>
                    <DayButton
                      date={date}
                      available={!unavailable(date)}
                      marked={markedDays?.has(date) ?? false}
                      selected={date === selected}
                      isToday={date === today}
                      tabbable={date === current}
                      label={dayLabel(date)}
                      onSelect={() => {
                        setFocused(date);
                        props.onSelect(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                    />
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the blanks before and after the month have nothing else to key on
                  <td key={index} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayButton(props: {
  date: string;
  available: boolean;
  marked: boolean;
  selected: boolean;
  isToday: boolean;
  tabbable: boolean;
  label: string;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const classes = ['mym-calendar__day'];
  if (props.selected) classes.push('mym-calendar__day--selected');
  if (!props.available) classes.push('mym-calendar__day--disabled');
  return (
    <button
      type="button"
      data-date={props.date}
      className={classes.join(' ')}
      tabIndex={props.tabbable ? 0 : -1}
      aria-label={props.label}
      aria-disabled={!props.available || undefined}
      aria-current={props.isToday ? 'date' : undefined}
      onClick={props.available ? props.onSelect : undefined}
      onKeyDown={props.onKeyDown}
    >
      {Number(props.date.slice(8, 10))}
      {props.marked && <span className="mym-calendar__marker" aria-hidden="true" data-testid="day-marker" />}
    </button>
  );
}

function Chevron({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The day to put in the tab order: the chosen one, else the first available one, else today, else the 1st. */
function defaultFocus({ month, selected, isUnavailable, today }: MonthGridProps): string {
  if (selected && isInMonth(selected, month)) return selected;
  const free = daysOf(month).find((date) => !isUnavailable?.(date));
  if (free) return free;
  return isInMonth(today, month) ? today : firstDayOf(month);
}

/** The same day number a month before or after, on the month's last day when it has fewer days. */
function sameDayOtherMonth(date: string, months: number): string {
  const target = monthOf(addDays(firstDayOf(monthOf(date)), months > 0 ? 32 : -1));
  const day = Math.min(Number(date.slice(8, 10)), Number(lastDayOf(target).slice(8, 10)));
  return `${firstDayOf(target).slice(0, 8)}${String(day).padStart(2, '0')}`;
}
