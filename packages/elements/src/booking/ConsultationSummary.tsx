import type { PublicConsultation } from '@mym/sdk/booking';
import { useTranslation } from 'react-i18next';
import { consultationPrice, durationMinutes } from './booking-format';

/** A consultation's length and price, one line: "45 min · €30". */
export function ConsultationFacts({ consultation, id }: { consultation: PublicConsultation; id?: string }) {
  const { t, i18n } = useTranslation();
  const price = consultationPrice(consultation.price, i18n.language) ?? t('booking_price_free');
  return (
    <span id={id} className="mym-booking__facts">
      {t('booking_duration', { minutes: durationMinutes(consultation.duration) })}
      <span aria-hidden="true"> · </span>
      <span className="mym-visually-hidden">, </span>
      <span className="mym-booking__price">{price}</span>
    </span>
  );
}

/** What is being booked, above the later steps: title, then length and price. */
export function ConsultationSummary({ consultation }: { consultation: PublicConsultation }) {
  return (
    <p className="mym-booking__summary" part="summary">
      <strong className="mym-booking__summary-title">{consultation.title}</strong>
      <ConsultationFacts consultation={consultation} />
    </p>
  );
}
