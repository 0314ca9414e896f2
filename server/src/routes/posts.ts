import {
  postCreatePayloadStruct,
  postListStruct,
  postRecordStruct,
  postUpdatePayloadStruct,
  publicationListQueryStruct,
} from '@mym/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { deletePost, findPostRows } from '../db/posts';
import type { ApiContext } from '../http/api-context';
import { listPageQuery, pageOf } from '../http/paging';
import { defineRoute, notFound } from '../http/route-catalog';
import { presentPost } from '../presenters/post';
import { createPost } from '../services/post-creation';
import { editPost } from '../services/post-editing';

export function postRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog, clock, mediaUrls } = ctx;
  const tag = 'posts';
  const findOne = async (creatorId: string, id: string) => {
    const [post] = await findPostRows(db, creatorId, { id });
    if (!post) throw notFound();
    return presentPost(post, mediaUrls);
  };

  defineRoute(app, catalog, {
    method: 'POST',
    url: '/posts',
    tag,
    access: 'creator',
    summary: 'Create a post; published at scheduledAt, or now when it is null',
    body: postCreatePayloadStruct,
    response: postRecordStruct,
    successStatus: 201,
    handler: async ({ request, body }) => {
      const id = await createPost(db, request.creator, body, clock());
      return findOne(request.creator.id, id);
    },
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/posts',
    tag,
    access: 'creator',
    summary: "The creator's posts, newest first, optionally only scheduled or published ones",
    query: object({ ...publicationListQueryStruct.schema, ...listPageQuery }),
    response: postListStruct,
    handler: async ({ request, query }) => {
      const { limit, offset, status } = query;
      const rows = await findPostRows(db, request.creator.id, { status }, { limit, offset });
      const { items, pagination } = pageOf(rows, { limit, offset });
      return { posts: items.map((post) => presentPost(post, mediaUrls)), pagination };
    },
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/posts/:id',
    tag,
    access: 'creator',
    summary: 'One post of the creator',
    response: postRecordStruct,
    handler: ({ request, params }) => findOne(request.creator.id, params.id as string),
  });
  defineRoute(app, catalog, {
    method: 'PATCH',
    url: '/posts/:id',
    tag,
    access: 'creator',
    summary: 'Change some fields of a post; the merged post passes the same rules as a new one',
    body: postUpdatePayloadStruct,
    response: postRecordStruct,
    handler: async ({ request, params, body }) => {
      const id = params.id as string;
      await editPost(ctx, request.creator, id, body, clock());
      return findOne(request.creator.id, id);
    },
  });
  defineRoute(app, catalog, {
    method: 'DELETE',
    url: '/posts/:id',
    tag,
    access: 'creator',
    summary: 'Delete a post; a scheduled one is no longer published',
    handler: async ({ request, params }) => {
      if (!(await deletePost(db, request.creator.id, params.id as string))) throw notFound();
      return undefined;
    },
  });
}
