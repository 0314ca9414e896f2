import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { playlistQueries } from '../common/playlist-queries';

/** The playlists: the creator (the gate) and their playlists. */
export const playlistsFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  playlistQueries.list(client),
];
