import {
  liveCancelPayloadStruct,
  liveCreatePayloadStruct,
  liveIngestStruct,
  liveListQueryStruct,
  liveListStruct,
  liveRecordStruct,
  liveUpdatePayloadStruct,
} from '@mym/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { findLive, listLives } from '../db/lives';
import type { ApiContext } from '../http/api-context';
import { listPageQuery, pageOf } from '../http/paging';
import { defineRoute, notFound } from '../http/route-catalog';
import { presentLive } from '../presenters/live';
import { creatorStreamKey, editLive, scheduleLive } from '../services/live-scheduling';
import { cancelLive } from '../services/lives';

/** The creator's lives (spec 2 "live configuration"): schedule, edit, cancel, the list, the ingest settings. */
export function liveRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog, clock, mediaUrls } = ctx;
  const tag = 'lives';
  const findOne = async (creatorId: string, id: string) => {
    const live = await findLive(db, creatorId, id);
    if (!live) throw notFound();
    return presentLive(live, mediaUrls);
  };

  defineRoute(app, catalog, {
    method: 'POST',
    url: '/lives',
    tag,
    access: 'creator',
    summary:
      'Schedule a live for push audiences, free or with a ticket price (the push price rules); its audience is told once',
    body: liveCreatePayloadStruct,
    response: liveRecordStruct,
    successStatus: 201,
    handler: async ({ request, body }) => {
      const id = await scheduleLive({ db, clock }, request.creator, body, (error) =>
        request.log.error(error),
      );
      return findOne(request.creator.id, id);
    },
  });

  defineRoute(app, catalog, {
    method: 'GET',
    url: '/lives',
    tag,
    access: 'creator',
    summary:
      "The creator's upcoming lives (soonest first) or past ones (latest first), with tickets sold and revenue",
    query: object({ ...liveListQueryStruct.schema, ...listPageQuery }),
    response: liveListStruct,
    handler: async ({ request, query }) => {
      const { limit, offset, when } = query;
      const rows = await listLives(db, request.creator.id, when ?? 'upcoming', clock(), { limit, offset });
      const { items, pagination } = pageOf(rows, { limit, offset });
      return { lives: items.map((live) => presentLive(live, mediaUrls)), pagination };
    },
  });

  defineRoute(app, catalog, {
    method: 'GET',
    url: '/lives/ingest',
    tag,
    access: 'creator',
    summary:
      "Where the creator's streaming software sends the stream: the operator's ingest URL (LIVE_INGEST_URL) and the creator's stream key; nothing when no streaming service is configured",
    response: liveIngestStruct,
    handler: async ({ request }) => {
      if (!ctx.liveIngestUrl) return { configured: false, serverUrl: null, streamKey: null };
      const streamKey = await creatorStreamKey(db, request.creator.id);
      return { configured: true, serverUrl: ctx.liveIngestUrl, streamKey };
    },
  });

  defineRoute(app, catalog, {
    method: 'GET',
    url: '/lives/:id',
    tag,
    access: 'creator',
    summary: 'One live of the creator, with its tickets sold and revenue',
    response: liveRecordStruct,
    handler: ({ request, params }) => findOne(request.creator.id, params.id as string),
  });

  defineRoute(app, catalog, {
    method: 'PATCH',
    url: '/lives/:id',
    tag,
    access: 'creator',
    summary:
      'Change some fields of a scheduled live; the merged live passes the same rules. A stale version answers 409, a cancelled or past live cannot change (409)',
    body: liveUpdatePayloadStruct,
    response: liveRecordStruct,
    handler: async ({ request, params, body }) => {
      const id = params.id as string;
      await editLive({ db, clock }, request.creator, id, body);
      return findOne(request.creator.id, id);
    },
  });

  defineRoute(app, catalog, {
    method: 'POST',
    url: '/lives/:id/cancel',
    tag,
    access: 'creator',
    summary:
      'Cancel a scheduled live: every ticket is refunded (a refund in the ledger) and every buyer told. A stale version answers 409',
    body: liveCancelPayloadStruct,
    response: liveRecordStruct,
    handler: async ({ request, params, body }) => {
      await cancelLive(db, request.creator.id, params.id as string, body.version, clock());
      return findOne(request.creator.id, params.id as string);
    },
  });
}
