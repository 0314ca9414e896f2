import {
  type PublicBooking,
  type PublicConsultationList,
  publicBookingStruct,
  publicConsultationListStruct,
  type SlotList,
  slotListStruct,
} from '../contract/public-booking';
import { GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import { resourcePath } from '../http/path';
import { createApiRequest } from '../http/request';
import { RESOURCE_ERROR_MESSAGES, RESOURCE_GUARD_MESSAGES } from '../resources/messages';

export interface BookingClientConfig {
  apiUrl: string;
  /** For Node scripts and tests; the global `fetch` otherwise. */
  fetch?: typeof fetch;
}

/** What a fan does, with no creator token: see consultations, find a free slot, book it. */
export interface BookingClient {
  /** The creator's bookable consultations and the creator's time zone. */
  consultations(creatorId: string): Promise<PublicConsultationList>;
  /** Free slots between two instants (ISO-8601 UTC, at most 42 days apart); `available` is false while the creator's calendar cannot be read. */
  slots(query: { consultationId: string; from: string; to: string; timeZone: string }): Promise<SlotList>;
  /**
   * Books a slot of a free consultation; a `CreatorApiError` with status 409 (`slot_taken`) when another fan was
   * faster, 402 (`PAYMENT_REQUIRED`) for a priced one, which a signed-in fan books and pays (`@mym/sdk/fan`).
   */
  book(request: {
    consultationId: string;
    start: string;
    name: string;
    email: string;
    timeZone: string;
  }): Promise<PublicBooking>;
}

/**
 * The public booking client (DESIGN "Public booking"): framework-free and free of aws-amplify, so a booking
 * widget or a script carries only this and the contract.
 */
export function createBookingClient(config: BookingClientConfig): BookingClient {
  const request = createApiRequest({
    apiUrl: config.apiUrl,
    bearerToken: async () => undefined,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  const guards = RESOURCE_GUARD_MESSAGES;
  return {
    consultations: async (creatorId) =>
      request(
        'GET',
        resourcePath('/public/creators', requireArgument(creatorId, guards.creatorId), 'consultations'),
        {
          errorMessage: RESOURCE_ERROR_MESSAGES.fetchPublicConsultations,
          response: publicConsultationListStruct,
        },
      ),
    slots: async (query) =>
      request(
        'GET',
        resourcePath(
          '/public/consultations',
          requireArgument(query?.consultationId, guards.consultationId),
          'slots',
        ),
        {
          errorMessage: RESOURCE_ERROR_MESSAGES.fetchSlots,
          query: {
            from: requireArgument(query.from, GUARD_MESSAGES.startDate),
            to: requireArgument(query.to, GUARD_MESSAGES.endDate),
            timeZone: requireArgument(query.timeZone, guards.timeZone),
          },
          response: slotListStruct,
        },
      ),
    book: async ({ consultationId, ...booking }) =>
      request(
        'POST',
        resourcePath(
          '/public/consultations',
          requireArgument(consultationId, guards.consultationId),
          'bookings',
        ),
        {
          errorMessage: RESOURCE_ERROR_MESSAGES.book,
          body: { ...booking, start: requireArgument(booking.start, guards.start) },
          response: publicBookingStruct,
        },
      ),
  };
}
