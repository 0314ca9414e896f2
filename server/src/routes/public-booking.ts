import { normalizeIP } from '@fastify/rate-limit';
import {
  publicBookingPayloadStruct,
  publicBookingStruct,
  publicConsultationListStruct,
  SLOTS_RANGE_MAX_DAYS,
  slotListStruct,
  slotsQueryStruct,
} from '@mym/sdk/contract';
import { MANDATORY_FIELD_ERROR, validateBookingDetails } from '@mym/sdk/rules';
import type { FastifyInstance } from 'fastify';
import { findAvailabilityTimeZone } from '../db/availability';
import { findActiveConsultations } from '../db/consultations';
import type { ApiContext } from '../http/api-context';
import { defineRoute, notFound } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';
import { presentPublicConsultation } from '../presenters/consultation';
import { bookingRefusal } from '../services/booking-refusals';
import { bookConsultation, consultationSlots } from '../services/consultation-slots';

const DAY_MS = 86_400_000;

/**
 * Fans book without a creator token: the consultations of a creator, the free slots of one, and
 * the booking itself. The scope that registers these limits how often one address may call them.
 */
export function publicBookingRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog } = ctx;
  const tag = 'public booking';
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/public/creators/:creatorId/consultations',
    tag,
    access: 'public',
    summary: "A creator's bookable consultations and the creator's time zone",
    response: publicConsultationListStruct,
    handler: async ({ params }) => {
      const creatorId = params.creatorId as string;
      const consultations = await findActiveConsultations(db, creatorId);
      const timeZone = await findAvailabilityTimeZone(db, creatorId);
      return {
        consultations: consultations.map(presentPublicConsultation),
        timeZone,
      };
    },
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/public/consultations/:id/slots',
    tag,
    access: 'public',
    summary: `Free slots of a consultation between two instants (at most ${SLOTS_RANGE_MAX_DAYS} days)`,
    query: slotsQueryStruct,
    response: slotListStruct,
    handler: async ({ params, query }) => {
      const span = Date.parse(query.to) - Date.parse(query.from);
      if (span <= 0 || span > SLOTS_RANGE_MAX_DAYS * DAY_MS) rejectIfInvalid({ to: [MANDATORY_FIELD_ERROR] });
      const slots = await consultationSlots(ctx, params.id as string, { from: query.from, to: query.to });
      if (!slots) throw notFound();
      return slots;
    },
  });
  defineRoute(app, catalog, {
    method: 'POST',
    url: '/public/consultations/:id/bookings',
    tag,
    access: 'public',
    summary:
      'Book a free consultation: fan name, email, chosen start and time zone; 402 payment_required for a priced one (booked and paid as a signed-in fan), 409 when it was just taken, 429 past a limit or cap',
    body: publicBookingPayloadStruct,
    response: publicBookingStruct,
    successStatus: 201,
    handler: async ({ params, body, request }) => {
      rejectIfInvalid(validateBookingDetails(body));
      // The client's address as the operator's proxy reports it (TRUST_PROXY), an IPv6 client by its /64.
      const outcome = await bookConsultation(ctx, params.id as string, body, normalizeIP(request.ip));
      if (outcome.kind !== 'booked') throw bookingRefusal(outcome);
      return { booking: outcome.booking, ics: outcome.ics };
    },
  });
}
