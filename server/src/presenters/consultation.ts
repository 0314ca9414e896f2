import type { Consultation, PublicConsultation } from '@mym/sdk/contract';
import type { ConsultationRow } from '../db/consultations';

/** A consultation as the creator's catalog shows it (spec 3 "Consultation"): duration in seconds, price in minor units. */
export function presentConsultation(row: ConsultationRow): Consultation {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    duration: row.duration_seconds,
    price: { value: row.price_value, currency: row.price_currency },
    active: row.active,
    createdAt: row.created_at.toISOString(),
  };
}

/** A consultation as the public booking widget shows it: what a fan chooses by, nothing of the creator's settings. */
export function presentPublicConsultation(row: ConsultationRow): PublicConsultation {
  const { id, title, description, duration, price } = presentConsultation(row);
  return { id, title, description, duration, price };
}
