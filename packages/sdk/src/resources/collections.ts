import { COLLECTION_PAGE_SIZE } from '../constants';
import {
  type CollectionList,
  type CollectionMediaQuery,
  type CollectionPage,
  type CollectionSummary,
  collectionListStruct,
  collectionPageStruct,
  collectionSummaryStruct,
  nextPageOffset,
  type RecentMediaPage,
  recentMediaPageStruct,
} from '../contract/collection';
import type { MediaItem } from '../contract/media';
import { CALL_ERROR_MESSAGES, GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import { resourcePath } from '../http/path';
import type { ApiRequest } from '../http/request';
import { RESOURCE_ERROR_MESSAGES } from './messages';

export interface PageRequest {
  /** Where the page starts: the `pagination.offset` the previous page answered; absent for the first page. */
  offset?: number;
  /** Items per page; spec 9's collection page size (20) unless told. */
  perPage?: number;
}

export interface CollectionResource {
  /** One page of the cloud's collections (`GET /creators/collections?perPage&offset`). */
  list(page?: PageRequest): Promise<CollectionList>;
  /**
   * One page of a collection's medias with its name (`GET /creators/collections/{id}`, spec 7); `q` keeps the
   * medias whose file name contains it, `sort` orders them by date (newest first, the default), name or type.
   */
  get(id: string, page?: PageRequest & CollectionMediaQuery): Promise<CollectionPage>;
  /**
   * One page of every media of the creator, newest first, in a collection or not: the recent items, where every
   * upload shows (`GET /creators/medias`).
   */
  recent(page?: PageRequest): Promise<RecentMediaPage>;
  /**
   * Every media of a collection, page after page: each call uses the offset the server returned and paging ends
   * when none is returned (spec 4 "Collection pagination").
   */
  medias(id: string, options?: { perPage?: number }): AsyncGenerator<MediaItem, void, undefined>;
  /** A new collection, as the list shows it. */
  create(name: string): Promise<CollectionSummary>;
  rename(id: string, name: string): Promise<CollectionSummary>;
  /**
   * Deletes a collection: its medias move to `moveTo`, or are deleted with it. Refused (409 `media_in_use`) while
   * a post or push uses one of them; then nothing changes.
   */
  delete(id: string, options?: { moveTo?: string }): Promise<void>;
  /** Moves a media to another of the creator's collections. */
  moveMedia(mediaId: string, collectionId: string): Promise<void>;
  /** Deletes a media and its files; refused (409 `media_in_use`) while a post or push uses it. */
  deleteMedia(mediaId: string): Promise<void>;
}

export function createCollectionResource(request: ApiRequest): CollectionResource {
  const get = async (id: string, page: PageRequest & CollectionMediaQuery = {}) => {
    requireArgument(id, GUARD_MESSAGES.collectionId);
    return request('GET', resourcePath('/creators/collections', id), {
      errorMessage: CALL_ERROR_MESSAGES.getCollectionById,
      query: {
        perPage: page.perPage ?? COLLECTION_PAGE_SIZE,
        offset: page.offset,
        q: page.q?.trim() || undefined,
        sort: page.sort,
      },
      response: collectionPageStruct,
    });
  };

  return {
    list: (page = {}) =>
      request('GET', '/creators/collections', {
        errorMessage: CALL_ERROR_MESSAGES.getCollections,
        query: { perPage: page.perPage ?? COLLECTION_PAGE_SIZE, offset: page.offset },
        response: collectionListStruct,
      }),
    get,
    recent: async (page = {}) =>
      request('GET', '/creators/medias', {
        errorMessage: RESOURCE_ERROR_MESSAGES.getRecentMedias,
        query: { perPage: page.perPage ?? COLLECTION_PAGE_SIZE, offset: page.offset },
        response: recentMediaPageStruct,
      }),
    create: async (name) =>
      request('POST', '/creators/collections', {
        errorMessage: RESOURCE_ERROR_MESSAGES.createCollection,
        body: { name },
        response: collectionSummaryStruct,
      }),
    rename: async (id, name) =>
      request(
        'PATCH',
        resourcePath('/creators/collections', requireArgument(id, GUARD_MESSAGES.collectionId)),
        {
          errorMessage: RESOURCE_ERROR_MESSAGES.renameCollection,
          body: { name },
          response: collectionSummaryStruct,
        },
      ),
    delete: async (id, options = {}) => {
      await request(
        'DELETE',
        resourcePath('/creators/collections', requireArgument(id, GUARD_MESSAGES.collectionId)),
        {
          errorMessage: RESOURCE_ERROR_MESSAGES.deleteCollection,
          query: { moveTo: options.moveTo },
        },
      );
    },
    moveMedia: async (mediaId, collectionId) => {
      await request('PATCH', resourcePath('/medias', requireArgument(mediaId, GUARD_MESSAGES.id)), {
        errorMessage: RESOURCE_ERROR_MESSAGES.moveMedia,
        body: { collectionId: requireArgument(collectionId, GUARD_MESSAGES.collectionId) },
      });
    },
    deleteMedia: async (mediaId) => {
      await request('DELETE', resourcePath('/medias', requireArgument(mediaId, GUARD_MESSAGES.id)), {
        errorMessage: RESOURCE_ERROR_MESSAGES.deleteMedia,
      });
    },
    async *medias(id, options = {}) {
      requireArgument(id, GUARD_MESSAGES.collectionId);
      let offset: number | undefined;
      do {
        const page = await get(id, { offset, perPage: options.perPage });
        yield* page.medias;
        const next = nextPageOffset(page.pagination);
        // An offset that does not move forward would ask for the same page forever: treat it as the end.
        offset = next !== undefined && (offset === undefined || next > offset) ? next : undefined;
      } while (offset !== undefined);
    },
  };
}
