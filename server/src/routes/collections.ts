import {
  collectionDeleteQueryStruct,
  collectionListStruct,
  collectionMediaQueryStruct,
  collectionNamePayloadStruct,
  collectionPageStruct,
  collectionSummaryStruct,
  recentMediaPageStruct,
} from '@mym/sdk/contract';
import { MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import type { FastifyInstance } from 'fastify';
import { assign } from 'superstruct';
import { findCollectionPage, findRecentMediaPage } from '../db/cloud-pages';
import { findCollectionRow, insertCollection, listCollections, renameCollection } from '../db/collections';
import type { ApiContext } from '../http/api-context';
import { limitReached } from '../http/creator-limits';
import { ApiError } from '../http/errors';
import { pageQueryStruct, pagination } from '../http/paging';
import { defineRoute, notFound } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';
import { presentCollection } from '../presenters/collection';
import { toMediaItem } from '../presenters/media';
import { deleteCollection, MediaInUseError } from '../services/cloud-changes';

/** The cloud library (spec 2 "Collection screen", 7), paged by offset. */
export function collectionRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog, mediaUrls } = ctx;
  const tag = 'collections';
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/creators/collections',
    tag,
    access: 'creator',
    summary: "The creator's collections with media count and cover preview, paged (spec 7)",
    query: pageQueryStruct,
    response: collectionListStruct,
    handler: async ({ request, query }) => {
      const offset = query.offset ?? 0;
      const page = { offset, perPage: query.perPage };
      const { collections, total } = await listCollections(db, request.creator.id, page);
      return {
        collections: collections.map((row) => presentCollection(row, mediaUrls)),
        pagination: pagination(offset, query.perPage, total),
      };
    },
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/creators/collections/:id',
    tag,
    access: 'creator',
    summary:
      'One page of a collection: name, medias and the offset of the next page, absent on the last (spec 4); `q` searches file names, `sort` orders by date, name or type',
    query: assign(pageQueryStruct, collectionMediaQueryStruct),
    response: collectionPageStruct,
    handler: async ({ request, params, query }) => {
      const offset = query.offset ?? 0;
      const page = { offset, perPage: query.perPage, search: query.q, sort: query.sort };
      const found = await findCollectionPage(db, request.creator.id, params.id as string, page);
      if (!found) throw notFound();
      const { collection, medias, total } = found;
      return {
        collection,
        medias: medias.map(({ row, isScheduled, usedBy }) =>
          toMediaItem(row, mediaUrls, isScheduled, usedBy),
        ),
        pagination: pagination(offset, query.perPage, total),
      };
    },
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/creators/medias',
    tag,
    access: 'creator',
    summary:
      "Every media of the creator, newest first, in a collection or not (the cloud's recent items), paged like a collection",
    query: pageQueryStruct,
    response: recentMediaPageStruct,
    handler: async ({ request, query }) => {
      const offset = query.offset ?? 0;
      const { medias, total } = await findRecentMediaPage(db, request.creator.id, {
        offset,
        perPage: query.perPage,
      });
      return {
        medias: medias.map(({ row, isScheduled, usedBy }) =>
          toMediaItem(row, mediaUrls, isScheduled, usedBy),
        ),
        pagination: pagination(offset, query.perPage, total),
      };
    },
  });
  const summary = async (creatorId: string, id: string) => {
    const row = await findCollectionRow(db, creatorId, id);
    if (!row) throw notFound();
    return presentCollection(row, mediaUrls);
  };
  const checkName = (name: string) => {
    if (name.trim() === '') rejectIfInvalid({ name: [MANDATORY_FIELD_ERROR] });
  };
  defineRoute(app, catalog, {
    method: 'POST',
    url: '/creators/collections',
    tag,
    access: 'creator',
    summary: 'Create a collection of the cloud',
    body: collectionNamePayloadStruct,
    response: collectionSummaryStruct,
    successStatus: 201,
    handler: async ({ request, body }) => {
      checkName(body.name);
      const created = await insertCollection(db, request.creator.id, body.name, ctx.limits.collections);
      if (!created) throw limitReached('collections', ctx.limits.collections);
      return summary(request.creator.id, created.id);
    },
  });
  defineRoute(app, catalog, {
    method: 'PATCH',
    url: '/creators/collections/:id',
    tag,
    access: 'creator',
    summary: 'Rename a collection',
    body: collectionNamePayloadStruct,
    response: collectionSummaryStruct,
    handler: async ({ request, params, body }) => {
      checkName(body.name);
      if (!(await renameCollection(db, request.creator.id, params.id as string, body.name))) throw notFound();
      return summary(request.creator.id, params.id as string);
    },
  });
  defineRoute(app, catalog, {
    method: 'DELETE',
    url: '/creators/collections/:id',
    tag,
    access: 'creator',
    summary:
      'Delete a collection; its medias move to `moveTo` or are deleted with it (409 media_in_use while a post or push uses one)',
    query: collectionDeleteQueryStruct,
    handler: async ({ request, params, query }) => {
      try {
        const deleted = await deleteCollection(db, ctx.mediaStore, {
          creatorId: request.creator.id,
          id: params.id as string,
          ...(query.moveTo ? { moveTo: query.moveTo } : {}),
        });
        if (!deleted) throw notFound();
      } catch (error) {
        if (error instanceof MediaInUseError) throw mediaInUse(error);
        throw error;
      }
      return undefined;
    },
  });
}

/** 409 with the number of medias in use: the creator moves them or deletes the posts first. */
export function mediaInUse(error: MediaInUseError) {
  return new ApiError(
    409,
    'media_in_use',
    `${error.uses.size} media(s) are used by a post, a push or the profile picture and cannot be deleted`,
  );
}
