import {
  availabilityStruct,
  bookingCancellationStruct,
  consultationCreatePayloadStruct,
  consultationListStruct,
  consultationStruct,
  consultationUpdatePayloadStruct,
} from '@mym/sdk/contract';
import { consultationTitleErrors, validateAvailabilityPayload } from '@mym/sdk/rules';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { afterCancellation } from '../calendars/booking-cancellations';
import { findAvailability, replaceAvailability } from '../db/availability';
import { cancelUpcomingBookings } from '../db/bookings';
import {
  archiveConsultation,
  findConsultations,
  insertConsultation,
  updateConsultation,
} from '../db/consultations';
import { inTransaction } from '../db/transactions';
import type { ApiContext } from '../http/api-context';
import { limitReached } from '../http/creator-limits';
import { listPageQuery, pageOf } from '../http/paging';
import { defineRoute, notFound } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';
import { presentAvailability } from '../presenters/availability';
import { presentCancelledBooking } from '../presenters/booking';
import { presentConsultation } from '../presenters/consultation';
import { refundPayments } from '../services/payments';

/** The consultation catalog (spec 1, 2) and its weekly availability. */
export function consultationRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog } = ctx;
  const tag = 'bookings';
  const findOne = async (creatorId: string, id: string) => {
    const [row] = await findConsultations(db, creatorId, id);
    if (!row) throw notFound();
    return presentConsultation(row);
  };

  defineRoute(app, catalog, {
    method: 'GET',
    url: '/bookings/consultations',
    tag,
    access: 'creator',
    summary: "The creator's bookable consultations",
    query: object(listPageQuery),
    response: consultationListStruct,
    handler: async ({ request, query }) => {
      const rows = await findConsultations(db, request.creator.id, undefined, query);
      const { items, pagination } = pageOf(rows, query);
      return { consultations: items.map(presentConsultation), pagination };
    },
  });
  defineRoute(app, catalog, {
    method: 'POST',
    url: '/bookings/consultations',
    tag,
    access: 'creator',
    summary: 'Create a consultation: title, description, duration in seconds, price in minor units',
    body: consultationCreatePayloadStruct,
    response: consultationStruct,
    successStatus: 201,
    handler: async ({ request, body }) => {
      rejectIfInvalid(consultationTitleErrors(body.title));
      const id = await insertConsultation(db, request.creator.id, body, ctx.limits.consultations);
      if (!id) throw limitReached('consultations', ctx.limits.consultations);
      return findOne(request.creator.id, id);
    },
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/bookings/consultations/:id',
    tag,
    access: 'creator',
    summary: 'One consultation of the creator',
    response: consultationStruct,
    handler: ({ request, params }) => findOne(request.creator.id, params.id as string),
  });
  defineRoute(app, catalog, {
    method: 'PATCH',
    url: '/bookings/consultations/:id',
    tag,
    access: 'creator',
    summary: 'Change some fields of a consultation',
    body: consultationUpdatePayloadStruct,
    response: consultationStruct,
    handler: async ({ request, params, body }) => {
      const stored = await findOne(request.creator.id, params.id as string);
      rejectIfInvalid(consultationTitleErrors(body.title));
      await updateConsultation(db, stored.id, body);
      return findOne(request.creator.id, stored.id);
    },
  });
  defineRoute(app, catalog, {
    method: 'DELETE',
    url: '/bookings/consultations/:id',
    tag,
    access: 'creator',
    summary:
      'Delete a consultation: it leaves the catalog, its past bookings stay; those still to come are cancelled, their events leave the calendar and their fans are told',
    response: bookingCancellationStruct,
    handler: async ({ request, params }) => {
      const creatorId = request.creator.id;
      const rows = await inTransaction(db, async (trx) => {
        if (!(await archiveConsultation(trx, creatorId, params.id as string, ctx.clock()))) throw notFound();
        return cancelUpcomingBookings(trx, params.id as string, ctx.clock());
      });
      const cancelled = rows.map(presentCancelledBooking);
      ctx.busyTimes.forget(creatorId);
      // What fans paid for bookings that will not happen goes back to them.
      await refundPayments(
        db,
        cancelled.flatMap(({ paymentId }) => (paymentId ? [paymentId] : [])),
        ctx.clock(),
      );
      return afterCancellation(ctx, creatorId, cancelled, (error, step) =>
        request.log.warn({ err: error }, `after a consultation was deleted: ${step} failed`),
      );
    },
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/bookings/availability',
    tag,
    access: 'creator',
    summary: 'Weekly opening hours in the creator time zone (none until set)',
    response: availabilityStruct,
    handler: async ({ request }) => presentAvailability(await findAvailability(db, request.creator.id)),
  });
  defineRoute(app, catalog, {
    method: 'PUT',
    url: '/bookings/availability',
    tag,
    access: 'creator',
    summary: 'Replace the weekly opening hours',
    body: availabilityStruct,
    response: availabilityStruct,
    handler: async ({ request, body }) => {
      rejectIfInvalid(validateAvailabilityPayload(body));
      await replaceAvailability(db, request.creator.id, body);
      return presentAvailability(await findAvailability(db, request.creator.id));
    },
  });
}
