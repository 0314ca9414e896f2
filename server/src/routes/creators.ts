import { creatorStruct, creatorUpdateStruct } from '@mym/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { updateCreatorProfile } from '../db/creators';
import type { ApiContext } from '../http/api-context';
import { defineRoute } from '../http/route-catalog';
import { toCreator } from '../presenters/creator';

export function creatorRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog, mediaUrls } = ctx;
  const tag = 'creators';
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/creators/me',
    tag,
    access: 'creator',
    summary: 'The signed-in creator (spec 3, 7), provisioned from the identity on the first call',
    response: creatorStruct,
    handler: async ({ request }) => toCreator(request.creator, mediaUrls),
  });
  defineRoute(app, catalog, {
    method: 'PATCH',
    url: '/creators/me',
    tag,
    access: 'creator',
    summary: 'Edit the profile and accept the terms (spec 2)',
    body: creatorUpdateStruct,
    response: creatorStruct,
    handler: async ({ request, body }) => {
      if (Object.values(body).every((value) => value === undefined))
        return toCreator(request.creator, mediaUrls);
      return toCreator(await updateCreatorProfile(db, request.creator.id, body), mediaUrls);
    },
  });
}
