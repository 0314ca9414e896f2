import {
  type PostCreatePayload,
  type PostRecord,
  type PostUpdatePayload,
  postListStruct,
  postRecordStruct,
  postRecordToPayload,
} from '../contract/post';
import type { PublicationStatus } from '../contract/push';
import type { ApiRequest } from '../http/request';
import { type CrudResource, createCrudResource } from './crud-resource';
import { RESOURCE_ERROR_MESSAGES } from './messages';

/** `/posts` (map a form with `postFormToPayload`); `list` takes a status to keep only scheduled or published posts. */
export type PostResource = CrudResource<
  PostRecord,
  PostCreatePayload,
  PostUpdatePayload,
  { status?: PublicationStatus }
>;

export function createPostResource(request: ApiRequest): PostResource {
  return createCrudResource(request, {
    path: '/posts',
    item: postRecordStruct,
    page: postListStruct,
    itemsOf: (page) => ({ items: page.posts, pagination: page.pagination }),
    toPayload: postRecordToPayload,
    messages: {
      list: RESOURCE_ERROR_MESSAGES.fetchPostList,
      create: RESOURCE_ERROR_MESSAGES.createPost,
      get: RESOURCE_ERROR_MESSAGES.fetchPostById,
      update: RESOURCE_ERROR_MESSAGES.updatePost,
      delete: RESOURCE_ERROR_MESSAGES.deletePost,
    },
  });
}
