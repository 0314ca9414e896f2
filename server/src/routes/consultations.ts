import {
  type Availability,
  availabilityStruct,
  consultationCreatePayloadStruct,
  consultationListStruct,
  consultationStruct,
  consultationUpdatePayloadStruct,
} from '@mym/sdk/contract';
import { addFieldError, type FieldErrors, MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { CalendarSyncError } from '../calendars/connected-calendar';
import { creatorCalendar } from '../calendars/creator-calendar';
import { findAvailability, replaceAvailability } from '../db/availability';
import { upcomingBookings } from '../db/bookings';
import {
  deleteConsultation,
  findConsultations,
  insertConsultation,
  updateConsultation,
} from '../db/consultations';
import type { ApiContext } from '../http/api-context';
import { limitReached } from '../http/creator-limits';
import { listPageQuery, pageOf } from '../http/paging';
import { defineRoute, notFound } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';

/** Ranges of one day, sorted, overlap when one starts before the previous ends. */
const overlapping = (ranges: readonly { start: string; end: string }[]) => {
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
  return sorted.some((range, index) => index > 0 && range.start < (sorted[index - 1] as { end: string }).end);
};

/** No two openings of one day that overlap (they would offer the same hour twice), one override per date. */
function availabilityErrors(availability: Availability): FieldErrors {
  const errors: FieldErrors = {};
  const dates = availability.overrides.map((override) => override.date);
  if (new Set(dates).size !== dates.length) addFieldError(errors, 'overrides', MANDATORY_FIELD_ERROR);
  if (availability.overrides.some((override) => overlapping(override.ranges))) {
    addFieldError(errors, 'overrides', MANDATORY_FIELD_ERROR);
  }
  const sorted = [...availability.slots].sort(
    (a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start),
  );
  sorted.forEach((slot, index) => {
    const next = sorted[index + 1];
    if (next && next.weekday === slot.weekday && next.start < slot.end) {
      addFieldError(errors, 'slots', MANDATORY_FIELD_ERROR);
    }
  });
  return errors;
}

/** The consultation catalog (spec 1, 2) and its weekly availability. */
export function consultationRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog } = ctx;
  const tag = 'bookings';
  const findOne = async (creatorId: string, id: string) => {
    const [consultation] = await findConsultations(db, creatorId, id);
    if (!consultation) throw notFound();
    return consultation;
  };
  const titleErrors = (title: string | undefined): FieldErrors =>
    title !== undefined && title.trim() === '' ? { title: [MANDATORY_FIELD_ERROR] } : {};

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
      return { consultations: items, pagination };
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
      rejectIfInvalid(titleErrors(body.title));
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
      rejectIfInvalid(titleErrors(body.title));
      await updateConsultation(db, stored.id, body);
      return findOne(request.creator.id, stored.id);
    },
  });
  defineRoute(app, catalog, {
    method: 'DELETE',
    url: '/bookings/consultations/:id',
    tag,
    access: 'creator',
    summary: 'Delete a consultation; its upcoming bookings are cancelled and leave the calendar',
    handler: async ({ request, params }) => {
      const stored = await findOne(request.creator.id, params.id as string);
      const upcoming = await upcomingBookings(db, stored.id, ctx.clock());
      if (!(await deleteConsultation(db, request.creator.id, stored.id))) throw notFound();
      const calendar = upcoming.length > 0 ? await creatorCalendar(ctx, request.creator.id) : undefined;
      try {
        for (const { calendarEventId } of upcoming) {
          if (calendarEventId) await calendar?.removeBooking(calendarEventId);
        }
      } catch (error) {
        // An unreachable calendar keeps those events; its connection now says so.
        if (!(error instanceof CalendarSyncError)) throw error;
      }
      for (const { booking } of upcoming) await ctx.notices.cancelled(booking);
      return undefined;
    },
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/bookings/availability',
    tag,
    access: 'creator',
    summary: 'Weekly opening hours in the creator time zone (none until set)',
    response: availabilityStruct,
    handler: async ({ request }) => findAvailability(db, request.creator.id),
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
      rejectIfInvalid(availabilityErrors(body));
      await replaceAvailability(db, request.creator.id, body);
      return findAvailability(db, request.creator.id);
    },
  });
}
