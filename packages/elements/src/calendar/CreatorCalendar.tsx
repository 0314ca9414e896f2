import type { CalendarEntry } from '@mym/sdk';
import { Button } from '@mym/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMonth, monthOf, todayIn } from '../common/calendar/calendar-days';
import { useCreator } from '../common/creator/use-creator';
import { dateTimeFormat } from '../common/intl-formats';
import { LoadError, LoadingState } from '../common/LoadState';
import { scheduleTimeZone } from '../common/schedule/schedule-zone';
import { useCreatorClient } from '../creator-client';
import { CalendarDayCell } from './CalendarDayCell';
import { type CalendarView, entryDay, movedInstant, pageDays, shiftPage } from './calendar-pages';
import { calendarQueries } from './calendar-queries';
import { type MoveOutcome, useMoveEntry } from './use-move-entry';

// The day picker of the keyboard move (react-aria) loads when a move is asked for, not with the calendar.
const MoveEntryDialog = lazy(() =>
  import('./MoveEntryDialog').then((module) => ({ default: module.MoveEntryDialog })),
);

export interface CreatorCalendarProps {
  /** Where an entry opens: its post, its push in the composer, its live, the bookings. Elements know no URLs. */
  entryHref?: ((entry: CalendarEntry) => string | undefined) | undefined;
  /** Told when an entry without a link is opened (a partner page opens it its own way). */
  onOpen?: ((entry: CalendarEntry) => void) | undefined;
  /** Month (the default) or week. */
  initialView?: CalendarView | undefined;
  /** Told of each post or push moved to another day. */
  onMoved?: ((entry: CalendarEntry, scheduledAt: string) => void) | undefined;
}

/**
 * One calendar of everything the creator scheduled (posts, pushes, lives, bookings), a month or a week of their
 * zone's days, one API call per page. A post or push still to go out moves by dragging it to another day or with
 * its move button (keyboard), under the composers' rules; restricted days are shown and refuse a move.
 */
export function CreatorCalendar({ entryHref, onOpen, initialView = 'month', onMoved }: CreatorCalendarProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const client = useCreatorClient();
  const titleId = useId();
  const [view, setView] = useState<CalendarView>(initialView);
  const [anchor, setAnchor] = useState<string | null>(null);
  // The creator's zone: their "today", the days the range asks for and the day each entry sits on.
  const creator = useCreator();
  const timeZone = scheduleTimeZone(creator.data?.timeZone);
  const today = todayIn(timeZone);
  const shown = anchor ?? today;
  const days = pageDays(view, shown, locale);
  const from = days[0] as string;
  const to = days[days.length - 1] as string;
  const calendar = useQuery(calendarQueries.range(client, from, to));
  const restrictedDays = calendar.data?.restrictedDays ?? [];
  const move = useMoveEntry({ timeZone, restrictedDays });
  const [outcome, setOutcome] = useState<MoveOutcome | null>(null);
  const [moving, setMoving] = useState<CalendarEntry | null>(null);
  const dragged = useRef<CalendarEntry | null>(null);

  const moveTo = async (entry: CalendarEntry, to: Date) => {
    setOutcome(null);
    const result = await move.mutateAsync({ entry, to }).catch(() => ({ kind: 'failed' as const, entry }));
    setOutcome(result);
    if (result.kind === 'moved') onMoved?.(entry, result.to.toISOString());
  };
  // A push never lands on a restricted day; a post may, as in its composer.
  const canDropOn = (entry: CalendarEntry, day: string) =>
    day >= today && !(entry.kind === 'push' && restrictedDays.includes(day));
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of calendar.data?.entries ?? []) {
    const day = entryDay(entry, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  const title =
    view === 'month'
      ? formatMonth(shown, locale)
      : t('calendar_week_of', { first: formatDay(from, locale), last: formatDay(to, locale) });

  return (
    <section className="mym-cal" aria-labelledby={titleId} part="calendar" data-view={view}>
      <header className="mym-cal__header">
        <h1 id={titleId} className="mym-cal__heading">
          {t('calendar_title')}
        </h1>
        <p className="mym-cal__zone">{t('calendar_time_zone', { timeZone })}</p>
      </header>
      <div className="mym-cal__toolbar" part="toolbar">
        <fieldset className="mym-cal__views">
          <legend className="mym-visually-hidden">{t('calendar_view')}</legend>
          {(['month', 'week'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="mym-cal__view"
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {t(`calendar_view_${option}`)}
            </button>
          ))}
        </fieldset>
        <div className="mym-cal__nav">
          <Button size="small" variant="secondary" onClick={() => setAnchor(shiftPage(view, shown, -1))}>
            {t(`calendar_previous_${view}`)}
          </Button>
          <Button size="small" variant="tertiary" onClick={() => setAnchor(null)}>
            {t('calendar_today')}
          </Button>
          <Button size="small" variant="secondary" onClick={() => setAnchor(shiftPage(view, shown, 1))}>
            {t(`calendar_next_${view}`)}
          </Button>
        </div>
      </div>
      <h2 className="mym-cal__period" aria-live="polite">
        {title}
      </h2>
      <MoveMessage outcome={outcome} timeZone={timeZone} locale={locale} />
      {calendar.isError ? (
        <LoadError
          title={t('calendar_load_error')}
          onRetry={() => void calendar.refetch()}
          retrying={calendar.isFetching}
        />
      ) : !calendar.data ? (
        <LoadingState label={t('calendar_loading')} />
      ) : (
        <>
          <p className="mym-cal__hint">{t('calendar_move_hint')}</p>
          <div className="mym-cal__weekdays" aria-hidden="true">
            {days.slice(0, 7).map((day) => (
              <span key={day}>
                {dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
                  new Date(`${day}T00:00:00Z`),
                )}
              </span>
            ))}
          </div>
          <ol className="mym-cal__days" aria-busy={calendar.isFetching || move.isPending || undefined}>
            {days.map((day) => (
              <CalendarDayCell
                key={day}
                day={day}
                entries={byDay.get(day) ?? []}
                timeZone={timeZone}
                locale={locale}
                isToday={day === today}
                isOutside={view === 'month' && monthOf(day).month !== monthOf(shown).month}
                isRestricted={restrictedDays.includes(day)}
                entryHref={entryHref}
                onOpen={onOpen}
                onDragEntry={(entry) => {
                  dragged.current = entry;
                }}
                canDrop={() => dragged.current !== null && canDropOn(dragged.current, day)}
                onDrop={() => {
                  const entry = dragged.current;
                  dragged.current = null;
                  if (entry && entryDay(entry, timeZone) !== day)
                    void moveTo(entry, movedInstant(entry, day, timeZone));
                }}
                onMoveAsked={setMoving}
              />
            ))}
          </ol>
        </>
      )}
      {moving && (
        <Suspense fallback={null}>
          <MoveEntryDialog
            entry={moving}
            timeZone={timeZone}
            restrictedDays={moving.kind === 'push' ? restrictedDays : []}
            onClose={() => setMoving(null)}
            onMove={(to) => {
              setMoving(null);
              void moveTo(moving, to);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/** What the last move did: a status when it went through, an alert with the reason otherwise. */
function MoveMessage(props: { outcome: MoveOutcome | null; timeZone: string; locale: string }) {
  const { t } = useTranslation();
  const { outcome } = props;
  const when = (date: Date) =>
    dateTimeFormat(props.locale, {
      timeZone: props.timeZone,
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(date);
  return (
    <>
      <p className="mym-cal__status" role="status">
        {outcome?.kind === 'moved' &&
          t('calendar_moved', { title: outcome.entry.title, when: when(outcome.to) })}
      </p>
      <div role="alert" className="mym-cal__alert">
        {outcome && outcome.kind !== 'moved' && (
          <p className="mym-field-error">
            {outcome.kind === 'stale'
              ? t('calendar_move_stale', { title: outcome.entry.title })
              : outcome.kind === 'refused'
                ? `${t('calendar_move_refused', { title: outcome.entry.title })} ${t(outcome.errorKey)}`
                : t('calendar_move_error', { title: outcome.entry.title })}
          </p>
        )}
      </div>
    </>
  );
}
