import {
  type PostCreatePayload,
  postCreatePayloadStruct,
  postListStruct,
  postRecordStruct,
  postRecordToPayload,
  postUpdatePayloadStruct,
  publicationListQueryStruct,
} from '@mym/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { deletePost, findPostRows, insertPost, updatePost } from '../db/posts';
import type { ApiContext } from '../http/api-context';
import { listPageQuery, pageOf } from '../http/paging';
import { defineRoute, notFound } from '../http/route-catalog';
import { definedFields, rejectIfInvalid } from '../http/validation';
import { presentPost } from '../presenters/post';
import { postPayloadErrors } from '../services/post-validation';

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
      const now = clock();
      rejectIfInvalid(await postPayloadErrors(db, request.creator, body, now));
      return findOne(request.creator.id, await insertPost(db, request.creator.id, body, now));
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
      const now = clock();
      const stored = await findOne(request.creator.id, params.id as string);
      const merged: PostCreatePayload = { ...postRecordToPayload(stored), ...definedFields(body) };
      const errors = await postPayloadErrors(db, request.creator, merged, now);
      // A stored date may have passed since: the date rule applies only when the date is being changed.
      if (body.scheduledAt === undefined) delete errors.scheduledAt;
      rejectIfInvalid(errors);
      await updatePost(db, stored.id, merged, now);
      return findOne(request.creator.id, stored.id);
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
