import {
  PUSH_TARGETS,
  type PushTarget,
  publicationListQueryStruct,
  pushAudiencesStruct,
  pushCreatePayloadStruct,
  pushListStruct,
  pushRecipientsQueryStruct,
  pushRecipientsStruct,
  pushRecordStruct,
  pushUpdatePayloadStruct,
} from '@mym/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { audienceCounts, recipientCount } from '../db/push-audiences';
import { findPushRows } from '../db/push-reads';
import { deletePush } from '../db/pushes';
import type { ApiContext } from '../http/api-context';
import { listPageQuery, pageOf } from '../http/paging';
import { defineRoute, notFound } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';
import { presentAudiences, presentPush } from '../presenters/push';
import { createPush } from '../services/push-creation';
import { editPush } from '../services/push-editing';
import { NOT_EDITABLE, readIdempotencyKey } from '../services/push-idempotency';

export function pushRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog, mediaUrls } = ctx;
  const tag = 'pushes';
  const findOne = async (creatorId: string, id: string) => {
    const [push] = await findPushRows(db, creatorId, { id });
    if (!push) throw notFound();
    return presentPush(push, mediaUrls);
  };

  defineRoute(app, catalog, {
    method: 'POST',
    url: '/pushes',
    tag,
    access: 'creator',
    summary:
      'Create a push (spec 7); scheduled when scheduledAt is set, sent now otherwise. An Idempotency-Key header makes a repeated request answer the first push',
    body: pushCreatePayloadStruct,
    response: pushRecordStruct,
    successStatus: 201,
    handler: async ({ request, body }) => {
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      const id = await createPush(ctx, request.creator, body, key, (error) => request.log.error(error));
      return findOne(request.creator.id, id);
    },
  });

  defineRoute(app, catalog, {
    method: 'GET',
    url: '/pushes/targets',
    tag,
    access: 'creator',
    summary: "The audiences a push can go to, each with how many of the creator's fans are in it now",
    response: pushAudiencesStruct,
    handler: async ({ request }) => ({
      targets: presentAudiences(await audienceCounts(db, request.creator.id)),
    }),
  });

  defineRoute(app, catalog, {
    method: 'GET',
    url: '/pushes/targets/recipients',
    tag,
    access: 'creator',
    summary:
      'How many fans a push to the audiences listed in `targets` (comma-separated) reaches now, each fan once',
    query: pushRecipientsQueryStruct,
    response: pushRecipientsStruct,
    handler: async ({ request, query }) => {
      const named = query.targets.split(',').filter((target) => target !== '');
      const known = PUSH_TARGETS.filter((target) => named.includes(target));
      if (named.some((target) => !PUSH_TARGETS.includes(target as PushTarget))) {
        rejectIfInvalid({ targets: ['mandatory_field_is_empty_error'] });
      }
      return { recipients: await recipientCount(db, request.creator.id, known) };
    },
  });

  defineRoute(app, catalog, {
    method: 'GET',
    url: '/pushes',
    tag,
    access: 'creator',
    summary: "The creator's pushes, newest first, optionally only scheduled or published ones",
    query: object({ ...publicationListQueryStruct.schema, ...listPageQuery }),
    response: pushListStruct,
    handler: async ({ request, query }) => {
      const { limit, offset, status } = query;
      const rows = await findPushRows(db, request.creator.id, { status }, { limit, offset });
      const { items, pagination } = pageOf(rows, { limit, offset });
      return { pushes: items.map((push) => presentPush(push, mediaUrls)), pagination };
    },
  });

  defineRoute(app, catalog, {
    method: 'GET',
    url: '/pushes/:id',
    tag,
    access: 'creator',
    summary: 'One push of the creator (spec 3 "Server push record")',
    response: pushRecordStruct,
    handler: ({ request, params }) => findOne(request.creator.id, params.id as string),
  });

  defineRoute(app, catalog, {
    method: 'PATCH',
    url: '/pushes/:id',
    tag,
    access: 'creator',
    summary:
      'Change some fields of a push; the merged push passes the same rules as a new one. With the version it was read at, a push changed since answers 409; a push sending or sent cannot change (409)',
    body: pushUpdatePayloadStruct,
    response: pushRecordStruct,
    handler: async ({ request, params, body }) => {
      const id = params.id as string;
      await editPush(ctx, request.creator, id, body);
      return findOne(request.creator.id, id);
    },
  });

  defineRoute(app, catalog, {
    method: 'DELETE',
    url: '/pushes/:id',
    tag,
    access: 'creator',
    summary: 'Delete a push that has not started sending (409 otherwise); its medias stay in the cloud',
    handler: async ({ request, params }) => {
      const outcome = await deletePush(db, request.creator.id, params.id as string);
      if (outcome === 'not_found') throw notFound();
      if (outcome === 'not_editable') throw NOT_EDITABLE();
      return undefined;
    },
  });
}
