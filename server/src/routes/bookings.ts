import {
  bookingCancellationStruct,
  bookingDatesStruct,
  bookingSearchStruct,
  isoDateStruct,
  TIME_ZONE_MAX_LENGTH,
  timeZoneStruct,
} from '@mym/sdk/contract';
import { MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import type { FastifyInstance } from 'fastify';
import { object, optional, size } from 'superstruct';
import { afterCancellation } from '../calendars/booking-cancellations';
import { bookingCalendarFile } from '../calendars/booking-event';
import { findAvailabilityTimeZone } from '../db/availability';
import {
  deleteBooking,
  findBooking,
  listBookingDays,
  listBookingsOn,
  listUpcomingBookings,
} from '../db/bookings';
import type { ApiContext } from '../http/api-context';
import { listPageQuery } from '../http/paging';
import { defineRoute, notFound } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';
import { presentBooking, presentCancelledBooking } from '../presenters/booking';
import { refundPayments } from '../services/payments';

/**
 * contract gap: no query structs for the booking calls (spec 5: startDate and endDate; date). Days are the
 * creator's, in the zone of their availability unless `timeZone` names another.
 */
const dayZone = optional(size(timeZoneStruct, 1, TIME_ZONE_MAX_LENGTH));
export const bookingDatesQueryStruct = object({
  startDate: isoDateStruct,
  endDate: isoDateStruct,
  timeZone: dayZone,
});
export const bookingSearchQueryStruct = object({ date: isoDateStruct, timeZone: dayZone });
/** `?limit` of the upcoming bookings: the next ones, at most a page (PAGE_SIZE_MAX). */
const upcomingQueryStruct = object({ limit: listPageQuery.limit });

/** The widest range of days one `GET /bookings/dates` covers (a year: a month view never needs more). */
const BOOKING_DATES_MAX_DAYS = 366;

/** Booked consultations (spec 3 "Booking", 7), by day of the creator's zone. */
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
      const days = (Date.parse(query.endDate) - Date.parse(query.startDate)) / 86_400_000;
      if (days < 0 || days > BOOKING_DATES_MAX_DAYS) rejectIfInvalid({ endDate: [MANDATORY_FIELD_ERROR] });
      const timeZone = query.timeZone ?? (await findAvailabilityTimeZone(db, request.creator.id));
      return { dates: await listBookingDays(db, request.creator.id, { ...query, timeZone }) };
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
    handler: async ({ request, query }) => {
      const timeZone = query.timeZone ?? (await findAvailabilityTimeZone(db, request.creator.id));
      const rows = await listBookingsOn(db, request.creator.id, { date: query.date, timeZone });
      return { bookings: rows.map(presentBooking) };
    },
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/bookings/upcoming',
    tag,
    access: 'creator',
    summary: 'The bookings not over yet, soonest first, at most `limit` (default and maximum 100)',
    query: upcomingQueryStruct,
    response: bookingSearchStruct,
    handler: async ({ request, query }) => {
      const rows = await listUpcomingBookings(db, request.creator.id, {
        now: new Date(),
        limit: query.limit,
      });
      return { bookings: rows.map(presentBooking) };
    },
  });
  defineRoute(app, catalog, {
    method: 'DELETE',
    url: '/bookings/:id',
    tag,
    access: 'creator',
    summary:
      'Cancel a booking (spec 7); then its event leaves the calendar that holds it and the fan is told (the answer says whether each went through)',
    response: bookingCancellationStruct,
    handler: async ({ request, params }) => {
      const row = await deleteBooking(db, request.creator.id, params.id as string);
      if (!row) throw notFound();
      const cancelled = presentCancelledBooking(row);
      ctx.busyTimes.forget(request.creator.id);
      if (cancelled.paymentId) await refundPayments(db, [cancelled.paymentId], ctx.clock());
      return afterCancellation(ctx, request.creator.id, [cancelled], (error, step) =>
        request.log.warn({ err: error }, `after a booking was cancelled: ${step} failed`),
      );
    },
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/bookings/:id/calendar-file',
    tag,
    access: 'creator',
    summary: 'The booking as a calendar file (text/calendar, in the creator time zone)',
    rawContent: 'text/calendar',
    handler: async ({ request, params, reply }) => {
      const row = await findBooking(db, request.creator.id, params.id as string);
      if (!row) throw notFound();
      const booking = presentBooking(row);
      const file = bookingCalendarFile(booking, {
        timeZone: booking.timeZone,
        summary: `${booking.consultationTitle} (${booking.attendeeName})`,
        description: `${booking.attendeeName} <${booking.attendeeEmail}>`,
      });
      await reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="booking-${booking.id}.ics"`)
        .send(file);
      return undefined;
    },
  });
}
