import {
  CALENDAR_RANGE_MAX_DAYS,
  calendarQueryStruct,
  calendarStruct,
  sponsorshipStruct,
  toolsSummaryStruct,
} from '@mym/sdk/contract';
import { MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import type { FastifyInstance } from 'fastify';
import { findSponsorship } from '../db/creators';
import type { ApiContext } from '../http/api-context';
import { defineRoute } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';
import { readCalendar } from '../services/calendar';
import { readToolsSummary } from '../services/tools-summary';

const DAY_MS = 86_400_000;

/** The creator's calendar of everything scheduled, the tools page's summary and the referral link's figures. */
export function calendarRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog, clock } = ctx;
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/calendar',
    tag: 'calendar',
    access: 'creator',
    summary: `Every post, push and booking dated on the days from \`from\` to \`to\` (both included, at most ${CALENDAR_RANGE_MAX_DAYS}) of the creator's zone, and the restricted days among them`,
    query: calendarQueryStruct,
    response: calendarStruct,
    handler: async ({ request, query }) => {
      const span = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS;
      if (span < 0 || span >= CALENDAR_RANGE_MAX_DAYS) rejectIfInvalid({ to: [MANDATORY_FIELD_ERROR] });
      return readCalendar(
        db,
        { id: request.creator.id, timeZone: request.creator.time_zone },
        query,
        clock(),
      );
    },
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/creators/me/tools',
    tag: 'creators',
    access: 'creator',
    summary: "What each of the creator's tools holds: counts and the next scheduled thing",
    response: toolsSummaryStruct,
    handler: ({ request }) => readToolsSummary(db, request.creator.id, clock()),
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/creators/me/referral',
    tag: 'creators',
    access: 'creator',
    summary:
      "The creator's sponsor reference for their referral link (`?creator=<id>`, spec 3) and how many creators signed up with it",
    response: sponsorshipStruct,
    handler: async ({ request }) => {
      const { referralNumber, signups } = await findSponsorship(db, request.creator.id);
      return { id: referralNumber, userType: 'creator' as const, signups };
    },
  });
}
