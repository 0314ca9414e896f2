import type { Playlist } from '@mym/sdk/contract';
import type { PlaylistRow } from '../db/playlists';
import type { MediaUrls } from '../media/media-urls';

/** A stored playlist as its record: its first post's media (else its first media) as a signed preview link. */
export function presentPlaylist(row: PlaylistRow, urls: MediaUrls): Playlist {
  return {
    id: row.id,
    name: row.name,
    preview: row.firstMediaId ? urls.url(row.firstMediaId, 'preview') : null,
    mediaCount: row.mediaCount,
    postCount: row.postCount,
    createdAt: row.createdAt.toISOString(),
  };
}
