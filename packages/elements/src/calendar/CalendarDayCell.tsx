import type { CalendarEntry } from '@mym/sdk';
import { type DragEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../common/calendar/calendar-days';
import { dateTimeFormat } from '../common/intl-formats';
import { entryTime } from './calendar-pages';

export interface CalendarDayCellProps {
  day: string;
  entries: CalendarEntry[];
  timeZone: string;
  locale: string;
  isToday: boolean;
  /** A day of the weeks around the month shown. */
  isOutside: boolean;
  /** A day the platform closes (spec 2 "restricted days"): shown, and nothing moves onto it. */
  isRestricted: boolean;
  entryHref: ((entry: CalendarEntry) => string | undefined) | undefined;
  onOpen: ((entry: CalendarEntry) => void) | undefined;
  onDragEntry: (entry: CalendarEntry | null) => void;
  /** Whether what is being dragged may land on this day. */
  canDrop: () => boolean;
  onDrop: () => void;
  onMoveAsked: (entry: CalendarEntry) => void;
}

/** One day of the calendar: its date, what is scheduled on it, and a drop target for a move. */
export function CalendarDayCell(props: CalendarDayCellProps) {
  const { t } = useTranslation();
  const { day, entries, timeZone, locale } = props;
  const [over, setOver] = useState(false);
  const allowDrop = (event: DragEvent) => {
    if (!props.canDrop()) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const classes = ['mym-cal__day'];
  if (props.isToday) classes.push('mym-cal__day--today');
  if (props.isOutside) classes.push('mym-cal__day--outside');
  if (props.isRestricted) classes.push('mym-cal__day--restricted');
  if (entries.length === 0) classes.push('mym-cal__day--empty');
  if (over) classes.push('mym-cal__day--over');
  return (
    <li
      className={classes.join(' ')}
      data-date={day}
      data-restricted={props.isRestricted || undefined}
      onDragOver={allowDrop}
      onDragEnter={allowDrop}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        props.onDrop();
      }}
    >
      <p className="mym-cal__date">
        <span aria-hidden="true" className="mym-cal__date-number">
          <span className="mym-cal__weekday">
            {dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
              new Date(`${day}T00:00:00Z`),
            )}{' '}
          </span>
          {Number(day.slice(8, 10))}
        </span>
        <span className="mym-visually-hidden">{formatDay(day, locale)}</span>
        {props.isToday && <span className="mym-cal__tag">{t('calendar_today')}</span>}
        {props.isRestricted && (
          <span className="mym-cal__tag mym-cal__tag--restricted">{t('calendar_restricted_day')}</span>
        )}
      </p>
      {entries.length > 0 && (
        <ul className="mym-cal__entries">
          {entries.map((entry) => (
            <li key={`${entry.kind}-${entry.id}`} className={`mym-cal__entry mym-cal__entry--${entry.kind}`}>
              <EntryLink
                entry={entry}
                href={props.entryHref?.(entry)}
                onOpen={props.onOpen}
                onDragEntry={props.onDragEntry}
              >
                <span className="mym-cal__entry-kind">{t(`calendar_kind_${entry.kind}`)}</span>
                <span className="mym-cal__entry-time">{entryTime(entry, timeZone, locale)}</span>
                <span className="mym-cal__entry-title">
                  {entry.title || t(`calendar_untitled_${entry.kind}`)}
                </span>
              </EntryLink>
              {entry.movable && (
                <button
                  type="button"
                  className="mym-cal__move"
                  aria-label={t('calendar_move_label', {
                    title: entry.title || t(`calendar_untitled_${entry.kind}`),
                  })}
                  onClick={() => props.onMoveAsked(entry)}
                >
                  {t('calendar_move')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * An entry opens its own screen: a link when the host gave one, else a button telling the host (a partner page).
 * A post or push still to go out can be dragged to another day.
 */
function EntryLink(props: {
  entry: CalendarEntry;
  href: string | undefined;
  onOpen: ((entry: CalendarEntry) => void) | undefined;
  onDragEntry: (entry: CalendarEntry | null) => void;
  children: ReactNode;
}) {
  const { entry } = props;
  const common = {
    className: 'mym-cal__entry-link',
    draggable: entry.movable,
    'data-kind': entry.kind,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', entry.title);
      props.onDragEntry(entry);
    },
    onDragEnd: () => props.onDragEntry(null),
  };
  if (props.href || !props.onOpen) {
    return (
      <a {...common} href={props.href}>
        {props.children}
      </a>
    );
  }
  const open = props.onOpen;
  return (
    <button {...common} type="button" onClick={() => open(entry)}>
      {props.children}
    </button>
  );
}
