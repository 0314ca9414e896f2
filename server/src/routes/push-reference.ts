import {
  discountDurationsStruct,
  pushCalendarDatesStruct,
  pushCalendarRestrictionsStruct,
  pushPricesStruct,
} from '@mym/sdk/contract';
import type { FastifyInstance } from 'fastify';
import {
  listDiscountDurations,
  listPriceRanges,
  listPublicationDays,
  listRestrictedDays,
} from '../db/push-reference';
import type { ApiContext } from '../http/api-context';
import { defineRoute } from '../http/route-catalog';
import { creatorToday } from '../services/creator-today';

/** What the push composer picks from (spec 7), read from the reference tables. */
export function pushReferenceRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog, clock } = ctx;
  const tag = 'pushes';
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/pushes/prices',
    tag,
    access: 'creator',
    summary: 'Preset push prices in minor units (spec 3 "Push prices")',
    response: pushPricesStruct,
    handler: async () => ({ ranges: await listPriceRanges(db) }),
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/pushes/discount-durations',
    tag,
    access: 'creator',
    summary: 'Discount durations a creator may pick, in seconds',
    response: discountDurationsStruct,
    handler: async () => ({ durations: await listDiscountDurations(db) }),
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/pushes/calendar',
    tag,
    access: 'creator',
    summary: "Days from today on that have a publication (the platform's and the creator's pushes)",
    response: pushCalendarDatesStruct,
    handler: async ({ request }) => ({
      dates: await listPublicationDays(
        db,
        { id: request.creator.id, timeZone: request.creator.time_zone },
        creatorToday(clock(), request.creator.time_zone),
      ),
    }),
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/pushes/calendar/restrictions',
    tag,
    access: 'creator',
    summary: 'Days from today on that the date picker disables',
    response: pushCalendarRestrictionsStruct,
    handler: async ({ request }) => ({
      dates: await listRestrictedDays(db, creatorToday(clock(), request.creator.time_zone)),
    }),
  });
}
