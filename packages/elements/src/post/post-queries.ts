import type { CreatorClient } from '@mym/sdk';
import { queryOptions } from '@tanstack/react-query';

/**
 * The post screens' server data, one `queryOptions` factory per call (DESIGN "State"): read once per screen,
 * never retried or refetched on their own (spec 7).
 */
export const postQueries = {
  all: ['posts'] as const,
  list: (client: CreatorClient) =>
    queryOptions({ queryKey: [...postQueries.all, 'list'], queryFn: () => client.posts.list() }),
  detail: (client: CreatorClient, id: string) =>
    queryOptions({ queryKey: [...postQueries.all, 'detail', id], queryFn: () => client.posts.get(id) }),
  playlists: (client: CreatorClient) =>
    queryOptions({ queryKey: ['playlists', 'list'], queryFn: () => client.playlists.list() }),
};
