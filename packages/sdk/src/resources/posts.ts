import {
  type PostCreatePayload,
  type PostRecord,
  type PostUpdatePayload,
  postListStruct,
  postRecordStruct,
  postRecordToPayload,
} from '../contract/post';
import type { PublicationStatus } from '../contract/push';
import { GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import { resourcePath } from '../http/path';
import type { ApiRequest } from '../http/request';
import { changedFields } from './changes';
import { collectPages } from './list-pages';
import { RESOURCE_ERROR_MESSAGES } from './messages';

export interface PostResource {
  /** `POST /posts` (map a form with `postFormToPayload`). */
  create(payload: PostCreatePayload): Promise<PostRecord>;
  /** `GET /posts`, newest first; only the scheduled or the published ones with a status. */
  list(filter?: { status?: PublicationStatus }): Promise<PostRecord[]>;
  get(id: string): Promise<PostRecord>;
  /** `PATCH /posts/{id}` with the changed fields only; given the post as loaded, unchanged fields are left out. */
  update(id: string, changes: PostUpdatePayload, options?: { from?: PostRecord }): Promise<PostRecord>;
  delete(id: string): Promise<void>;
}

export function createPostResource(request: ApiRequest): PostResource {
  const path = (id: string) => resourcePath('/posts', requireArgument(id, GUARD_MESSAGES.id));
  return {
    create: (payload) =>
      request('POST', '/posts', {
        errorMessage: RESOURCE_ERROR_MESSAGES.createPost,
        body: payload,
        response: postRecordStruct,
      }),
    list: (filter = {}) =>
      collectPages(async (offset) => {
        const page = await request('GET', '/posts', {
          errorMessage: RESOURCE_ERROR_MESSAGES.fetchPostList,
          query: { status: filter.status, offset: offset || undefined },
          response: postListStruct,
        });
        return { items: page.posts, pagination: page.pagination };
      }),
    get: async (id) =>
      request('GET', path(id), {
        errorMessage: RESOURCE_ERROR_MESSAGES.fetchPostById,
        response: postRecordStruct,
      }),
    update: async (id, changes, options = {}) =>
      request('PATCH', path(id), {
        errorMessage: RESOURCE_ERROR_MESSAGES.updatePost,
        body: options.from ? changedFields(postRecordToPayload(options.from), changes) : changes,
        response: postRecordStruct,
      }),
    delete: async (id) => {
      await request('DELETE', path(id), { errorMessage: RESOURCE_ERROR_MESSAGES.deletePost });
    },
  };
}
