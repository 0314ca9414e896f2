import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { playlistQueries } from '../common/playlist-queries';

/** The playlists: the creator (the gate) and their playlists. */
export const playlistsFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  playlistQueries.list(client),
];

/** One playlist: the creator (the gate), the playlist and its posts in order. */
export const playlistFirstQueries =
  (playlistId: string): FirstQueries =>
  (client) => [
    creatorQuery(client),
    playlistQueries.detail(client, playlistId),
    playlistQueries.posts(client, playlistId),
  ];
