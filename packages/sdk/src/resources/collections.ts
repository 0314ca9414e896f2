import { COLLECTION_PAGE_SIZE } from '../constants';
import {
  type CollectionList,
  type CollectionPage,
  collectionListStruct,
  collectionPageStruct,
  nextPageOffset,
} from '../contract/collection';
import type { MediaItem } from '../contract/media';
import { CALL_ERROR_MESSAGES, GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import { resourcePath } from '../http/path';
import type { ApiRequest } from '../http/request';

export interface PageRequest {
  /** Where the page starts: the `pagination.offset` the previous page answered; absent for the first page. */
  offset?: number;
  /** Items per page; spec 9's collection page size (20) unless told. */
  perPage?: number;
}

export interface CollectionResource {
  /** One page of the cloud's collections (`GET /creators/collections?perPage&offset`). */
  list(page?: PageRequest): Promise<CollectionList>;
  /** One page of a collection's medias with its name (`GET /creators/collections/{id}`, spec 7). */
  get(id: string, page?: PageRequest): Promise<CollectionPage>;
  /**
   * Every media of a collection, page after page: each call uses the offset the server returned and paging ends
   * when none is returned (spec 4 "Collection pagination").
   */
  medias(id: string, options?: { perPage?: number }): AsyncGenerator<MediaItem, void, undefined>;
}

export function createCollectionResource(request: ApiRequest): CollectionResource {
  const get = async (id: string, page: PageRequest = {}) => {
    requireArgument(id, GUARD_MESSAGES.collectionId);
    return request('GET', resourcePath('/creators/collections', id), {
      errorMessage: CALL_ERROR_MESSAGES.getCollectionById,
      query: { perPage: page.perPage ?? COLLECTION_PAGE_SIZE, offset: page.offset },
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
