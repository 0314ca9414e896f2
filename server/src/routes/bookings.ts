import { bookingDatesStruct, bookingSearchStruct, isoDateStruct } from '@mym/sdk/contract';
import { MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { deleteBooking, listBookingDays, listBookingsOn } from '../db/bookings';
import type { ApiContext } from '../http/api-context';
import { defineRoute, notFound } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';

/** contract gap: no query structs for the booking calls (spec 5: startDate and endDate; date). */
export const bookingDatesQueryStruct = object({ startDate: isoDateStruct, endDate: isoDateStruct });
export const bookingSearchQueryStruct = object({ date: isoDateStruct });

/** Booked consultations (spec 3 "Booking", 7), by day in UTC. */
export function bookingRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog } = ctx;
  const tag = 'bookings';
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/bookings/dates',
    tag,
    access: 'creator',
    summary: 'Days between startDate and endDate (both included) that have bookings (spec 7)',
    query: bookingDatesQueryStruct,
    response: bookingDatesStruct,
    handler: async ({ request, query }) => {
      if (query.endDate < query.startDate) rejectIfInvalid({ endDate: [MANDATORY_FIELD_ERROR] });
      return { dates: await listBookingDays(db, request.creator.id, query.startDate, query.endDate) };
    },
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/bookings/search',
    tag,
    access: 'creator',
    summary: 'The bookings of one day (spec 7)',
    query: bookingSearchQueryStruct,
    response: bookingSearchStruct,
    handler: async ({ request, query }) => ({
      bookings: await listBookingsOn(db, request.creator.id, query.date),
    }),
  });
  defineRoute(app, catalog, {
    method: 'DELETE',
    url: '/bookings/:id',
    tag,
    access: 'creator',
    summary: 'Cancel a booking (spec 7)',
    handler: async ({ request, params }) => {
      if (!(await deleteBooking(db, request.creator.id, params.id as string))) throw notFound();
      return undefined;
    },
  });
}
