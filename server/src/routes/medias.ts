import { mediaMovePayloadStruct } from '@mym/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../http/api-context';
import { defineRoute, notFound } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';
import { deleteMedias, MediaInUseError, moveMedia } from '../services/cloud-changes';
import { mediaInUse } from './collections';

/** One media of the cloud: move it to another collection, or delete it. */
export function mediaRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog } = ctx;
  const tag = 'collections';
  defineRoute(app, catalog, {
    method: 'PATCH',
    url: '/medias/:id',
    tag,
    access: 'creator',
    summary: 'Move a media to another collection of the creator',
    body: mediaMovePayloadStruct,
    handler: async ({ request, params, body }) => {
      const outcome = await moveMedia(db, request.creator.id, params.id as string, body.collectionId);
      if (outcome === 'no_media') throw notFound();
      if (outcome === 'no_collection') rejectIfInvalid({ collectionId: ['mandatory_field_is_empty_error'] });
      return undefined;
    },
  });
  defineRoute(app, catalog, {
    method: 'DELETE',
    url: '/medias/:id',
    tag,
    access: 'creator',
    summary: 'Delete a media and its files; 409 media_in_use while a post or push uses it',
    handler: async ({ request, params }) => {
      try {
        const deleted = await deleteMedias(db, ctx.mediaStore, request.creator.id, [params.id as string]);
        if (deleted === 0) throw notFound();
      } catch (error) {
        if (error instanceof MediaInUseError) throw mediaInUse(error);
        throw error;
      }
      return undefined;
    },
  });
}
