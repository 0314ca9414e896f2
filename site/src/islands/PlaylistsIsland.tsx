import { CreatorGate, PlaylistDetail, PlaylistLibrary } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { postPageHref } from '../lib/post-routes';
import { appHref, playlistHref } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

/** `/v2/tools/playlists` and `/v2/tools/playlists/:id` (spec 2): the creator's playlists, and one in order. */
export default function PlaylistsIsland({
  context,
  playlistId,
}: {
  context: IslandContext;
  playlistId?: string;
}) {
  return (
    <IslandProviders context={context}>
      <CreatorGate>
        {playlistId ? (
          <PlaylistDetail
            playlistId={playlistId}
            postHref={(post) => postPageHref(post.id)}
            backHref={appHref('playlists')}
          />
        ) : (
          <PlaylistLibrary playlistHref={playlistHref} />
        )}
      </CreatorGate>
    </IslandProviders>
  );
}
