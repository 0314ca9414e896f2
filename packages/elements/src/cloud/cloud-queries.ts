import { COLLECTION_PAGE_SIZE, type CreatorClient, nextPageOffset } from '@mym/sdk';
import { infiniteQueryOptions } from '@tanstack/react-query';

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
  collection: (client: CreatorClient, id: string) =>
    infiniteQueryOptions({
      queryKey: [...cloudQueries.all, 'collection', id],
      queryFn: ({ pageParam }) =>
        client.collections.get(id, { offset: pageParam, perPage: COLLECTION_PAGE_SIZE }),
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
