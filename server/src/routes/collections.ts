import { collectionListStruct, collectionPageStruct } from '@mym/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { findOwnedCollection, listCollectionMedias, listCollections } from '../db/collections';
import type { ApiContext } from '../http/api-context';
import { pageQueryStruct, pagination } from '../http/paging';
import { defineRoute, notFound } from '../http/route-catalog';
import { presentCollection } from '../presenters/collection';
import { toMediaItem } from '../presenters/media';

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
      'One page of a collection: name, medias and the offset of the next page, absent on the last (spec 4)',
    query: pageQueryStruct,
    response: collectionPageStruct,
    handler: async ({ request, params, query }) => {
      const collection = await findOwnedCollection(db, request.creator.id, params.id as string);
      if (!collection) throw notFound();
      const offset = query.offset ?? 0;
      const page = { offset, perPage: query.perPage };
      const { medias, total } = await listCollectionMedias(db, collection.id, page);
      return {
        collection,
        medias: medias.map(({ row, isScheduled }) => toMediaItem(row, mediaUrls, isScheduled)),
        pagination: pagination(offset, query.perPage, total),
      };
    },
  });
}
