import { type Availability, type AvailabilityPayload, availabilityStruct } from '../contract/availability';
import {
  type Consultation,
  type ConsultationCreatePayload,
  type ConsultationUpdatePayload,
  consultationListStruct,
  consultationStruct,
} from '../contract/consultation';
import type { ApiRequest } from '../http/request';
import { type CrudResource, createCrudResource } from './crud-resource';
import { RESOURCE_ERROR_MESSAGES } from './messages';

/** The bookable consultations of the catalog (`/bookings/consultations`); `update` sends only the given fields. */
export type ConsultationResource = CrudResource<
  Consultation,
  ConsultationCreatePayload,
  ConsultationUpdatePayload,
  object
>;

export function createConsultationResource(request: ApiRequest): ConsultationResource {
  return createCrudResource(request, {
    path: '/bookings/consultations',
    item: consultationStruct,
    page: consultationListStruct,
    itemsOf: (page) => ({ items: page.consultations, pagination: page.pagination }),
    messages: {
      list: RESOURCE_ERROR_MESSAGES.fetchConsultations,
      create: RESOURCE_ERROR_MESSAGES.createConsultation,
      get: RESOURCE_ERROR_MESSAGES.fetchConsultationById,
      update: RESOURCE_ERROR_MESSAGES.updateConsultation,
      delete: RESOURCE_ERROR_MESSAGES.deleteConsultation,
    },
  });
}

/** When consultations can be booked (`GET`/`PUT /bookings/availability`). */
export interface AvailabilityResource {
  get(): Promise<Availability>;
  /** Replaces the availability as a whole (weekly hours, zone, overrides, buffers, notice, window). */
  update(availability: AvailabilityPayload): Promise<Availability>;
}

export function createAvailabilityResource(request: ApiRequest): AvailabilityResource {
  return {
    get: () =>
      request('GET', '/bookings/availability', {
        errorMessage: RESOURCE_ERROR_MESSAGES.fetchAvailability,
        response: availabilityStruct,
      }),
    update: (availability) =>
      request('PUT', '/bookings/availability', {
        errorMessage: RESOURCE_ERROR_MESSAGES.updateAvailability,
        body: availability,
        response: availabilityStruct,
      }),
  };
}
