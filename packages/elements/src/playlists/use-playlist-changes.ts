import type { Playlist, PostRecord } from '@mym/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { playlistQueries } from '../common/playlist-queries';
import { useCreatorClient } from '../creator-client';
import { useRefreshedChange } from '../use-refreshed-change';

/** The playlists' changes; each refreshes every playlist list and detail once it is saved. */
export function usePlaylistChanges() {
  const client = useCreatorClient();
  const queries = useQueryClient();
  const refreshed = useRefreshedChange(playlistQueries.all);
  return {
    create: refreshed((name: string) => client.playlists.create({ name, mediaIds: [] })),
    rename: refreshed((id: string, name: string) => client.playlists.update(id, { name })),
    deletePlaylist: refreshed((id: string) => client.playlists.delete(id)),
    /**
     * Shows the new order at once and saves it; when saving fails the previous order comes back and the error is
     * thrown for the screen to say so.
     */
    reorder: async (id: string, posts: PostRecord[]): Promise<Playlist> => {
      const key = playlistQueries.posts(client, id).queryKey;
      const previous = queries.getQueryData<PostRecord[]>(key);
      queries.setQueryData(key, posts);
      try {
        const playlist = await client.playlists.reorderPosts(
          id,
          posts.map((post) => post.id),
        );
        queries.setQueryData(playlistQueries.detail(client, id).queryKey, playlist);
        await queries.invalidateQueries({ queryKey: playlistQueries.list(client).queryKey });
        return playlist;
      } catch (cause) {
        queries.setQueryData(key, previous);
        throw cause;
      }
    },
  };
}
