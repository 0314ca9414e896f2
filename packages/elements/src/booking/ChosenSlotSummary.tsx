import type { PublicConsultation } from '@mym/sdk/booking';
import { Button } from '@mym/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from './booking-format';
import { ConsultationFacts } from './ConsultationSummary';
import type { ShownSlot } from './SlotPicker';
import { StepHeading } from './StepHeading';

/**
 * The top of the step after the time: its heading with the way back to the times, then what the fan chose (the
 * consultation, the day and time on the fan's clock, its facts) with what the step adds (the price to pay).
 */
export function ChosenSlotSummary({
  headingId,
  title,
  onBack,
  consultation,
  slot,
  timeZone,
  children,
}: {
  headingId: string;
  title: string;
  onBack: () => void;
  consultation: PublicConsultation;
  slot: ShownSlot;
  timeZone: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const when = formatInstant(slot.start, timeZone, i18n.language);
  return (
    <>
      <div className="mym-booking__header">
        {/* A new heading (the fan signed in meanwhile): focus lands on it again, as on a step change. */}
        <StepHeading key={title} id={headingId} focus>
          {title}
        </StepHeading>
        <Button variant="tertiary" size="small" onClick={onBack}>
          {t('booking_change_time')}
        </Button>
      </div>
      <p className="mym-booking__summary" part="summary">
        <strong className="mym-booking__summary-title">{consultation.title}</strong>
        <span>
          {t('booking_summary_when', { date: when.date, time: when.time })} ({timeZone})
        </span>
        <ConsultationFacts consultation={consultation} />
        {children}
      </p>
    </>
  );
}
