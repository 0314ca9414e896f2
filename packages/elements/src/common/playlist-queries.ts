import type { CreatorClient } from '@mym/sdk';
import { queryOptions } from '@tanstack/react-query';

/**
 * The playlists' server data, one `queryOptions` factory per call (DESIGN "State"). The list's key is the one the
 * post wizard's playlist field reads, so a playlist made on either screen shows on the other.
 */
export const playlistQueries = {
  all: ['playlists'] as const,
  list: (client: CreatorClient) =>
    queryOptions({ queryKey: [...playlistQueries.all, 'list'], queryFn: () => client.playlists.list() }),
  detail: (client: CreatorClient, id: string) =>
    queryOptions({
      queryKey: [...playlistQueries.all, 'detail', id],
      queryFn: () => client.playlists.get(id),
    }),
  /** Every post of the playlist in its order: a new order names them all, so the screen holds them all. */
  posts: (client: CreatorClient, id: string) =>
    queryOptions({
      queryKey: [...playlistQueries.all, 'posts', id],
      queryFn: () => client.playlists.posts(id),
    }),
};
