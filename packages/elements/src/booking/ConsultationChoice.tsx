import type { PublicConsultation } from '@mym/sdk/booking';
import { MessageText } from '@mym/ui/message-text';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, LoadingState } from '../common/LoadState';
import { useBookingClient } from './booking-client';
import { bookingFailure, retryMessageKey } from './booking-errors';
import { bookingQueries } from './booking-queries';
import { ConsultationFacts } from './ConsultationSummary';
import { StepHeading } from './StepHeading';

export interface ConsultationChoiceProps {
  creatorId: string;
  /** The consultation the fan had chosen was paused or removed meanwhile. */
  gone: boolean;
  focusHeading: boolean;
  /** The creator's zone comes with the list; the confirmation names it. */
  onChoose: (consultation: PublicConsultation, creatorTimeZone: string) => void;
  /** The fan shows interest in one (hover, focus): the next step's code can start loading. */
  onConsider?: () => void;
}

/** The first step: the creator's consultations, each with its length, price and description. */
export function ConsultationChoice({
  creatorId,
  gone,
  focusHeading,
  onChoose,
  onConsider,
}: ConsultationChoiceProps) {
  const { t } = useTranslation();
  const client = useBookingClient();
  const query = useQuery(bookingQueries.consultations(client, creatorId));
  const headingId = useId();
  return (
    <section className="mym-booking__step" aria-labelledby={headingId} part="consultations">
      <StepHeading id={headingId} focus={focusHeading}>
        {t('booking_consultations_title')}
      </StepHeading>
      {gone && (
        <MessageText kind="warning" live>
          {t('booking_consultation_gone')}
        </MessageText>
      )}
      {query.isPending ? (
        <LoadingState label={t('booking_loading')} />
      ) : query.isError ? (
        <LoadError
          title={t(retryMessageKey(bookingFailure(query.error), 'booking_consultations_load_error'))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.consultations.length === 0 ? (
        <EmptyState
          title={t('booking_consultations_empty_title')}
          description={t('booking_consultations_empty_description')}
        />
      ) : (
        <>
          <p className="mym-booking__intro">{t('booking_consultations_intro')}</p>
          <ul className="mym-booking-consultations">
            {query.data.consultations.map((consultation) => (
              <li key={consultation.id}>
                <ConsultationCard
                  consultation={consultation}
                  onChoose={() => onChoose(consultation, query.data.timeZone)}
                  onConsider={onConsider}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ConsultationCard({
  consultation,
  onChoose,
  onConsider,
}: {
  consultation: PublicConsultation;
  onChoose: () => void;
  onConsider: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const descriptionId = useId();
  // The button holds the title, length and price (its name); the description is read as its description. The
  // button's area covers the whole card (booking.css), so the card is clicked anywhere.
  return (
    <div className="mym-booking-consultation">
      <button
        type="button"
        className="mym-booking-consultation__choose"
        aria-describedby={consultation.description ? descriptionId : undefined}
        onClick={onChoose}
        onPointerEnter={onConsider}
        onFocus={onConsider}
      >
        <span className="mym-booking-consultation__title">{consultation.title}</span>
        <ConsultationFacts consultation={consultation} />
        {consultation.price.value > 0 && (
          <span className="mym-booking__hint">{t('booking_price_paid_hint')}</span>
        )}
      </button>
      {consultation.description && (
        <p id={descriptionId} className="mym-booking-consultation__description">
          {consultation.description}
        </p>
      )}
    </div>
  );
}
