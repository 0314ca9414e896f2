import {
  playlistCreatePayloadStruct,
  playlistListStruct,
  playlistOrderPayloadStruct,
  playlistStruct,
  playlistUpdatePayloadStruct,
  postListStruct,
} from '@mym/sdk/contract';
import { addFieldError, type FieldErrors, MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { object } from 'superstruct';
import { findOwnedMedias } from '../db/medias';
import {
  deletePlaylist,
  findPlaylistPostIds,
  findPlaylists,
  insertPlaylist,
  reorderPlaylistPosts,
  updatePlaylist,
} from '../db/playlists';
import { findPostRows } from '../db/posts';
import type { Database } from '../db/schema';
import type { ApiContext } from '../http/api-context';
import { limitReached } from '../http/creator-limits';
import { listPageQuery, pageOf } from '../http/paging';
import { defineRoute, notFound } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';
import { presentPlaylist } from '../presenters/playlist';
import { presentPost } from '../presenters/post';

/** A playlist needs a name and only the creator's own medias (spec 5 "Generic" for anything else). */
async function playlistErrors(
  db: Kysely<Database>,
  creatorId: string,
  fields: { name?: string | undefined; mediaIds?: string[] | undefined },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (fields.name !== undefined && fields.name.trim() === '')
    addFieldError(errors, 'name', MANDATORY_FIELD_ERROR);
  if (fields.mediaIds) {
    const owned = await findOwnedMedias(db, creatorId, fields.mediaIds);
    const distinct = new Set(fields.mediaIds).size === fields.mediaIds.length;
    if (!distinct || fields.mediaIds.some((id) => !owned.has(id))) {
      addFieldError(errors, 'mediaIds', MANDATORY_FIELD_ERROR);
    }
  }
  return errors;
}

/** A new order names every post of the playlist once, and only those (spec 5 "Generic" otherwise). */
function orderErrors(stored: readonly string[], postIds: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  const given = new Set(postIds);
  if (given.size !== postIds.length || given.size !== stored.length || stored.some((id) => !given.has(id)))
    addFieldError(errors, 'postIds', MANDATORY_FIELD_ERROR);
  return errors;
}

/** The creator's playlists (spec 2 "/v2/tools/playlists"); posts name them by id, and they order their posts. */
export function playlistRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog, mediaUrls } = ctx;
  const tag = 'playlists';
  const findOne = async (creatorId: string, id: string) => {
    const [playlist] = await findPlaylists(db, creatorId, id);
    if (!playlist) throw notFound();
    return presentPlaylist(playlist, mediaUrls);
  };
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/playlists',
    tag,
    access: 'creator',
    summary: "The creator's playlists, newest first, with media count and preview",
    query: object(listPageQuery),
    response: playlistListStruct,
    handler: async ({ request, query }) => {
      const rows = await findPlaylists(db, request.creator.id, undefined, query);
      const { items, pagination } = pageOf(rows, query);
      return { playlists: items.map((row) => presentPlaylist(row, mediaUrls)), pagination };
    },
  });
  defineRoute(app, catalog, {
    method: 'POST',
    url: '/playlists',
    tag,
    access: 'creator',
    summary: 'Create a playlist from a name and medias of the cloud',
    body: playlistCreatePayloadStruct,
    response: playlistStruct,
    successStatus: 201,
    handler: async ({ request, body }) => {
      rejectIfInvalid(await playlistErrors(db, request.creator.id, body));
      const id = await insertPlaylist(
        db,
        request.creator.id,
        body.name.trim(),
        body.mediaIds,
        ctx.limits.playlists,
      );
      if (!id) throw limitReached('playlists', ctx.limits.playlists);
      return findOne(request.creator.id, id);
    },
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/playlists/:id',
    tag,
    access: 'creator',
    summary: 'One playlist of the creator',
    response: playlistStruct,
    handler: ({ request, params }) => findOne(request.creator.id, params.id as string),
  });
  defineRoute(app, catalog, {
    method: 'PATCH',
    url: '/playlists/:id',
    tag,
    access: 'creator',
    summary: 'Rename a playlist or replace its medias',
    body: playlistUpdatePayloadStruct,
    response: playlistStruct,
    handler: async ({ request, params, body }) => {
      const stored = await findOne(request.creator.id, params.id as string);
      rejectIfInvalid(await playlistErrors(db, request.creator.id, body));
      await updatePlaylist(db, stored.id, { name: body.name?.trim(), mediaIds: body.mediaIds });
      return findOne(request.creator.id, stored.id);
    },
  });
  defineRoute(app, catalog, {
    method: 'DELETE',
    url: '/playlists/:id',
    tag,
    access: 'creator',
    summary: 'Delete a playlist; posts and pushes no longer list it',
    handler: async ({ request, params }) => {
      if (!(await deletePlaylist(db, request.creator.id, params.id as string))) throw notFound();
      return undefined;
    },
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/playlists/:id/posts',
    tag,
    access: 'creator',
    summary: "A playlist's posts in the order the creator gave them; a post joining it comes last",
    query: object(listPageQuery),
    response: postListStruct,
    handler: async ({ request, params, query }) => {
      const playlist = await findOne(request.creator.id, params.id as string);
      const rows = await findPostRows(db, request.creator.id, { playlistId: playlist.id }, query);
      const { items, pagination } = pageOf(rows, query);
      return { posts: items.map((post) => presentPost(post, mediaUrls)), pagination };
    },
  });
  defineRoute(app, catalog, {
    method: 'PUT',
    url: '/playlists/:id/posts',
    tag,
    access: 'creator',
    summary: "Put a playlist's posts in a new order: every one of its posts, once",
    body: playlistOrderPayloadStruct,
    response: playlistStruct,
    handler: async ({ request, params, body }) => {
      const stored = await findOne(request.creator.id, params.id as string);
      rejectIfInvalid(orderErrors(await findPlaylistPostIds(db, stored.id), body.postIds));
      await reorderPlaylistPosts(db, stored.id, body.postIds);
      return findOne(request.creator.id, stored.id);
    },
  });
}
