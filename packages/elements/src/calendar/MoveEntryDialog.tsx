import type { CalendarEntry } from '@mym/sdk';
import { toCalendarDay } from '@mym/sdk/rules';
import { Button, Modal } from '@mym/ui';
import { DatePicker } from '@mym/ui/date-picker';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleInstant, wallClockOf } from '../common/schedule/zoned-schedule';

export interface MoveEntryDialogProps {
  entry: CalendarEntry;
  timeZone: string;
  restrictedDays: readonly string[];
  onClose: () => void;
  onMove: (to: Date) => void;
}

/**
 * The keyboard's way to move a post or push (dragging needs a pointer): the composers' date picker, today to
 * today plus 3 months in the creator's zone, restricted days disabled, the entry's day and time chosen at first.
 */
export function MoveEntryDialog({ entry, timeZone, restrictedDays, onClose, onMove }: MoveEntryDialogProps) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState(() => wallClockOf(new Date(entry.startsAt), timeZone));
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('calendar_move_title', { title: entry.title })}
      closeLabel={t('modal_close_button')}
      footer={
        <>
          <Button variant="tertiary" onClick={onClose}>
            {t('calendar_move_cancel')}
          </Button>
          <Button onClick={() => onMove(scheduleInstant(chosen.day, chosen.time, timeZone))}>
            {t('calendar_move_confirm')}
          </Button>
        </>
      }
    >
      <p className="mym-cal__zone">{t('calendar_time_zone', { timeZone })}</p>
      <DatePicker
        locale={i18n.language}
        labels={{
          calendar: t('calendar_move_calendar'),
          previous: t('calendar_previous_month'),
          next: t('calendar_next_month'),
          publication: t('calendar_move_publication_day'),
          time: t('calendar_move_time'),
        }}
        today={toCalendarDay(new Date(), timeZone)}
        defaultDate={chosen.day}
        defaultTime={chosen.time}
        restrictedDates={restrictedDays}
        onDateChange={(day) => setChosen((current) => ({ ...current, day }))}
        onTimeChange={(time) => setChosen((current) => ({ ...current, time }))}
      />
    </Modal>
  );
}
