import { CreatorGate, PlaylistLibrary } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { playlistHref } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

/**
 * `/v2/tools/playlists` (spec 2): the creator's playlists. One playlist's page is an island of its own
 * (`PlaylistIsland`), so this list does not download the drag-and-drop ordering.
 */
export default function PlaylistsIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <PlaylistLibrary playlistHref={playlistHref} />
      </CreatorGate>
    </IslandProviders>
  );
}
