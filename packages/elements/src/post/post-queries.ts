import type { CreatorClient } from '@mym/sdk';
import { queryOptions } from '@tanstack/react-query';
import { playlistQueries } from '../common/playlist-queries';

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
  /** The same query as the playlists screen's, so a playlist created in the wizard shows in both. */
  playlists: playlistQueries.list,
  /**
   * Days that already hold something (publications, pushes, posts, bookings), marked in the date picker (spec 2);
   * the key is the push composer's, so both read one answer.
   */
  publicationDays: (client: CreatorClient) =>
    queryOptions({ queryKey: ['pushes', 'calendar'], queryFn: () => client.pushes.calendar() }),
};
