import { CreatorGate, PlaylistDetail } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { postPageHref } from '../lib/post-routes';
import { appHref } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

/** `/v2/tools/playlists/:id` (spec 2): one playlist's posts, in order. */
export default function PlaylistIsland({
  context,
  playlistId,
  firstData,
}: {
  context: IslandContext;
  playlistId: string;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <PlaylistDetail
          playlistId={playlistId}
          postHref={(post) => postPageHref(post.id)}
          backHref={appHref('playlists')}
        />
      </CreatorGate>
    </IslandProviders>
  );
}
