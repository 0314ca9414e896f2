import { type Availability, availabilityStruct } from '../contract/availability';
import {
  type Consultation,
  type ConsultationCreatePayload,
  type ConsultationUpdatePayload,
  consultationListStruct,
  consultationStruct,
} from '../contract/consultation';
import { GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import { resourcePath } from '../http/path';
import type { ApiRequest } from '../http/request';
import { collectPages } from './list-pages';
import { RESOURCE_ERROR_MESSAGES } from './messages';

/** The bookable consultations of the catalog (`/bookings/consultations`). */
export interface ConsultationResource {
  list(): Promise<Consultation[]>;
  create(payload: ConsultationCreatePayload): Promise<Consultation>;
  get(id: string): Promise<Consultation>;
  /** `PATCH /bookings/consultations/{id}`: only the given fields are sent. */
  update(id: string, changes: ConsultationUpdatePayload): Promise<Consultation>;
  delete(id: string): Promise<void>;
}

export function createConsultationResource(request: ApiRequest): ConsultationResource {
  const path = (id: string) =>
    resourcePath('/bookings/consultations', requireArgument(id, GUARD_MESSAGES.id));
  return {
    list: () =>
      collectPages(async (offset) => {
        const page = await request('GET', '/bookings/consultations', {
          errorMessage: RESOURCE_ERROR_MESSAGES.fetchConsultations,
          query: { offset: offset || undefined },
          response: consultationListStruct,
        });
        return { items: page.consultations, pagination: page.pagination };
      }),
    create: (payload) =>
      request('POST', '/bookings/consultations', {
        errorMessage: RESOURCE_ERROR_MESSAGES.createConsultation,
        body: payload,
        response: consultationStruct,
      }),
    get: async (id) =>
      request('GET', path(id), {
        errorMessage: RESOURCE_ERROR_MESSAGES.fetchConsultationById,
        response: consultationStruct,
      }),
    update: async (id, changes) =>
      request('PATCH', path(id), {
        errorMessage: RESOURCE_ERROR_MESSAGES.updateConsultation,
        body: changes,
        response: consultationStruct,
      }),
    delete: async (id) => {
      await request('DELETE', path(id), { errorMessage: RESOURCE_ERROR_MESSAGES.deleteConsultation });
    },
  };
}

/** When consultations can be booked (`GET`/`PUT /bookings/availability`). */
export interface AvailabilityResource {
  get(): Promise<Availability>;
  /** Replaces the weekly openings and time zone as a whole. */
  update(availability: Availability): Promise<Availability>;
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
