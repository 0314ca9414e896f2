import type { PublicConsultation, Slot } from '@mym/sdk/booking';
import { slotsByDay, zonedDaysRange } from '@mym/sdk/rules/slots';
import { Button } from '@mym/ui/button';
import { Loader } from '@mym/ui/loader';
import { MessageText } from '@mym/ui/message-text';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  compareMonths,
  firstDayOf,
  formatDay,
  formatMonth,
  isInMonth,
  lastDayOf,
  type MonthPage,
  monthOf,
  todayIn,
} from '../common/calendar/calendar-days';
import { MonthGrid } from '../common/calendar/MonthGrid';
import { LoadError } from '../common/LoadState';
import { useBookingClient } from './booking-client';
import { bookingFailure, retryMessageKey } from './booking-errors';
import { bookingQueries } from './booking-queries';
import { lastBookableMonth } from './booking-window';
import { ConsultationSummary } from './ConsultationSummary';
import { StepHeading } from './StepHeading';
import { TimeZoneField } from './TimeZoneField';

/** A free slot with its start on the fan's clock ("14:00"). */
export type ShownSlot = Slot & { time: string };

export interface SlotPickerProps {
  consultation: PublicConsultation;
  creatorTimeZone: string;
  timeZone: string;
  month: MonthPage;
  day: string | null;
  /** Why the fan is back here: the slot was taken meanwhile, or the creator stopped taking bookings. */
  notice: 'slot_taken' | 'unavailable' | null;
  focusHeading: boolean;
  onTimeZoneChange: (timeZone: string) => void;
  onMonthChange: (month: MonthPage) => void;
  onDayChange: (day: string) => void;
  onPick: (slot: ShownSlot) => void;
  onBack: () => void;
}

/**
 * The second step: a month of days with free slots (one month per request: the API answers at most 42 days),
 * in the fan's zone, then the free times of the chosen day as buttons.
 */
export function SlotPicker(props: SlotPickerProps) {
  const { consultation, timeZone, month, day } = props;
  const { t, i18n } = useTranslation();
  const client = useBookingClient();
  const headingId = useId();
  const today = todayIn(timeZone);
  const range = zonedDaysRange(firstDayOf(month), lastDayOf(month), timeZone);
  const query = useQuery(
    bookingQueries.slots(client, { consultationId: consultation.id, ...range, timeZone }),
  );
  const days = useMemo(
    () => slotsByDay(query.data?.slots ?? [], timeZone).filter((entry) => isInMonth(entry.date, month)),
    [query.data, timeZone, month],
  );
  const availableDays = useMemo(() => new Set(days.map((entry) => entry.date)), [days]);
  const chosen = days.find((entry) => entry.date === day);
  const unavailable = query.data?.available === false;

  return (
    <section className="mym-booking__step" aria-labelledby={headingId} part="slot-step">
      <div className="mym-booking__header">
        <StepHeading id={headingId} focus={props.focusHeading}>
          {t('booking_slot_title')}
        </StepHeading>
        <Button variant="tertiary" size="small" onClick={props.onBack}>
          {t('booking_change_consultation')}
        </Button>
      </div>
      <ConsultationSummary consultation={consultation} />
      {props.notice && (
        <MessageText kind="warning" live>
          {t(props.notice === 'slot_taken' ? 'booking_slot_taken' : 'booking_unavailable')}
        </MessageText>
      )}
      <TimeZoneField
        value={timeZone}
        creatorTimeZone={props.creatorTimeZone}
        onChange={props.onTimeZoneChange}
      />
      {unavailable ? (
        props.notice !== 'unavailable' && (
          <MessageText kind="warning" live>
            {t('booking_unavailable')}
          </MessageText>
        )
      ) : (
        <div className="mym-booking-slots" part="slots">
          <MonthGrid
            className="mym-booking-calendar"
            month={month}
            isUnavailable={(date) => !availableDays.has(date)}
            selected={chosen ? chosen.date : null}
            today={today}
            canPrevious={compareMonths(month, monthOf(today)) > 0}
            canNext={compareMonths(month, lastBookableMonth(today)) < 0}
            busy={query.isFetching}
            locale={i18n.language}
            labels={{
              calendar: t('booking_calendar_label'),
              previous: t('booking_previous_month'),
              next: t('booking_next_month'),
              unavailableDay: (date) => t('booking_day_without_slots', { date }),
            }}
            onMonthChange={props.onMonthChange}
            onSelect={props.onDayChange}
          />
          <div className="mym-booking-slots__times">
            {query.isPending ? (
              <Loader label={t('booking_slots_loading')} />
            ) : query.isError ? (
              <LoadError
                title={t(retryMessageKey(bookingFailure(query.error), 'booking_slots_load_error'))}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            ) : days.length === 0 ? (
              <p className="mym-booking__hint" role="status">
                {t('booking_month_empty', { month: formatMonth(firstDayOf(month), i18n.language) })}
              </p>
            ) : chosen ? (
              <DaySlots date={chosen.date} slots={chosen.slots} onPick={props.onPick} />
            ) : (
              <p className="mym-booking__hint">{t('booking_pick_day')}</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function DaySlots({
  date,
  slots,
  onPick,
}: {
  date: string;
  slots: ShownSlot[];
  onPick: (slot: ShownSlot) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <div className="mym-booking-day">
      <h3 id={headingId} className="mym-booking__subtitle">
        {t('booking_day_slots_title', { date: formatDay(date, i18n.language) })}
      </h3>
      <ul className="mym-booking-day__slots">
        {slots.map((slot) => (
          <li key={slot.start}>
            <button type="button" className="mym-booking-slot" onClick={() => onPick(slot)}>
              {slot.time}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
