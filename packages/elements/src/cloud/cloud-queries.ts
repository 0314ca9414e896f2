import {
  COLLECTION_PAGE_SIZE,
  type CollectionMediaQuery,
  type CollectionSummary,
  type CreatorClient,
  nextPageOffset,
} from '@mym/sdk';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { isRecentMedia } from './recent-media';

/** Collections asked per request when listing them all: few requests, small answers. */
const MOVE_TARGETS_PAGE_SIZE = 100;

/**
 * The cloud library's pages (spec 2 "Collection screen", spec 4 "Collection pagination"): 20 per page, the
 * next page asked at the offset the server answered, until it answers none.
 */
export const cloudQueries = {
  all: ['cloud'] as const,
  collections: (client: CreatorClient) =>
    infiniteQueryOptions({
      queryKey: [...cloudQueries.all, 'collections'],
      queryFn: ({ pageParam }) =>
        client.collections.list({ offset: pageParam, perPage: COLLECTION_PAGE_SIZE }),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (page, _pages, previousOffset) =>
        forwardOffset(nextPageOffset(page.pagination), previousOffset),
    }),
  /** `GET /creators/me/storage`: how much of the cloud the creator uses, of their quota. */
  storage: (client: CreatorClient) =>
    queryOptions({ queryKey: [...cloudQueries.all, 'storage'], queryFn: () => client.creator.storage() }),
  /** Every collection at once (the targets of a move), paging until the server answers no next offset. */
  allCollections: (client: CreatorClient) =>
    queryOptions({
      queryKey: [...cloudQueries.all, 'collections', 'all'],
      queryFn: async () => {
        const all: CollectionSummary[] = [];
        let offset: number | undefined;
        do {
          const page = await client.collections.list({ offset, perPage: MOVE_TARGETS_PAGE_SIZE });
          all.push(...page.collections);
          offset = forwardOffset(nextPageOffset(page.pagination), offset);
        } while (offset !== undefined);
        return all;
      },
    }),
  /** A collection's medias; searched by file name and sorted when `filter` says so. */
  collection: (client: CreatorClient, id: string, filter: CollectionMediaQuery = {}) =>
    infiniteQueryOptions({
      queryKey: [...cloudQueries.all, 'collection', id, filter.q ?? '', filter.sort ?? 'date'],
      queryFn: async ({ pageParam }) => {
        const page = { offset: pageParam, perPage: COLLECTION_PAGE_SIZE };
        if (!isRecentMedia(id)) return client.collections.get(id, { ...page, ...filter });
        // The recent items page like a collection, newest first; their title is the screen's own words.
        return { collection: { id, name: '' }, ...(await client.collections.recent(page)) };
      },
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (page, _pages, previousOffset) =>
        forwardOffset(nextPageOffset(page.pagination), previousOffset),
    }),
};

/** An offset that does not move forward would ask for the same page forever: paging ends there. */
function forwardOffset(next: number | undefined, previous: number | undefined): number | undefined {
  if (next === undefined) return undefined;
  return previous === undefined || next > previous ? next : undefined;
}
