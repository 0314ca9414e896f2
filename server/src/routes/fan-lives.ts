import { fanLiveListStruct } from '@mym/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { ownedItems } from '../db/ledger';
import { listFanLives } from '../db/lives';
import type { ApiContext } from '../http/api-context';
import { defineRoute } from '../http/route-catalog';
import { presentFanLive } from '../presenters/live';

/** The lives a fan was told about (scheduled, reminded, cancelled), and whether the fan holds a ticket. */
export function fanLiveRoutes(app: FastifyInstance, ctx: ApiContext) {
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/fan/lives',
    tag: 'fan',
    access: 'fan',
    summary: 'Lives the fan was told about, latest start first, with what they were told and their ticket',
    response: fanLiveListStruct,
    handler: async ({ request }) => {
      const rows = await listFanLives(ctx.db, request.fanAccount.id);
      const tickets = await ownedItems(
        ctx.db,
        rows.map((row) => row.fan_id),
        'live',
      );
      return { lives: rows.map((row) => presentFanLive(row, tickets.has(row.id))) };
    },
  });
}
