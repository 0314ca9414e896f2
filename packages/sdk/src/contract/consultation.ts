import { array, boolean, type Infer, integer, max, min, object, optional, refine, string } from 'superstruct';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants';
import { listPaginationStruct } from './list-page';
import { partialObject } from './partial-object';
import { boundedText, idStruct, isoDateTimeStruct, moneyStruct } from './scalars';

/**
 * A bookable consultation of the catalog (spec 1; fields not shown). Duration in seconds like every duration of
 * the contract, price in minor units like every amount.
 */
export const consultationStruct = object({
  id: idStruct,
  title: string(),
  description: string(),
  duration: min(integer(), 1),
  price: moneyStruct,
  /** Whether fans can book it now; a paused consultation keeps its bookings. */
  active: boolean(),
  createdAt: isoDateTimeStruct,
});
export type Consultation = Infer<typeof consultationStruct>;

/** `GET /bookings/consultations`. */
export const consultationListStruct = object({
  consultations: array(consultationStruct),
  pagination: optional(listPaginationStruct),
});
export type ConsultationList = Infer<typeof consultationListStruct>;

/** A consultation lasts whole minutes, from 5 minutes to 8 hours. */
export const CONSULTATION_DURATION_SECONDS = { min: 5 * 60, max: 8 * 3600 } as const;
const consultationDurationStruct = refine(
  max(min(integer(), CONSULTATION_DURATION_SECONDS.min), CONSULTATION_DURATION_SECONDS.max),
  'wholeMinutes',
  (seconds) => seconds % 60 === 0,
);

/** `POST /bookings/consultations`. */
export const consultationCreatePayloadStruct = object({
  title: boundedText(NAME_MAX_LENGTH),
  description: boundedText(DESCRIPTION_MAX_LENGTH),
  duration: consultationDurationStruct,
  price: moneyStruct,
  active: optional(boolean()),
});
export type ConsultationCreatePayload = Infer<typeof consultationCreatePayloadStruct>;

/** `PATCH /bookings/consultations/{id}`: the changed fields only. */
export const consultationUpdatePayloadStruct = partialObject(consultationCreatePayloadStruct);
export type ConsultationUpdatePayload = Infer<typeof consultationUpdatePayloadStruct>;
