import {
  type Playlist,
  type PlaylistCreatePayload,
  type PlaylistUpdatePayload,
  playlistListStruct,
  playlistStruct,
} from '../contract/playlist';
import { GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import { resourcePath } from '../http/path';
import type { ApiRequest } from '../http/request';
import { collectPages } from './list-pages';
import { RESOURCE_ERROR_MESSAGES } from './messages';

export interface PlaylistResource {
  list(): Promise<Playlist[]>;
  /** `POST /playlists`: a name and the medias it starts with. */
  create(payload: PlaylistCreatePayload): Promise<Playlist>;
  get(id: string): Promise<Playlist>;
  /** `PATCH /playlists/{id}`: only the given fields are sent. */
  update(id: string, changes: PlaylistUpdatePayload): Promise<Playlist>;
  delete(id: string): Promise<void>;
}

export function createPlaylistResource(request: ApiRequest): PlaylistResource {
  const path = (id: string) => resourcePath('/playlists', requireArgument(id, GUARD_MESSAGES.id));
  return {
    list: () =>
      collectPages(async (offset) => {
        const page = await request('GET', '/playlists', {
          errorMessage: RESOURCE_ERROR_MESSAGES.fetchPlaylists,
          query: { offset: offset || undefined },
          response: playlistListStruct,
        });
        return { items: page.playlists, pagination: page.pagination };
      }),
    create: (payload) =>
      request('POST', '/playlists', {
        errorMessage: RESOURCE_ERROR_MESSAGES.createPlaylist,
        body: payload,
        response: playlistStruct,
      }),
    get: async (id) =>
      request('GET', path(id), {
        errorMessage: RESOURCE_ERROR_MESSAGES.fetchPlaylistById,
        response: playlistStruct,
      }),
    update: async (id, changes) =>
      request('PATCH', path(id), {
        errorMessage: RESOURCE_ERROR_MESSAGES.updatePlaylist,
        body: changes,
        response: playlistStruct,
      }),
    delete: async (id) => {
      await request('DELETE', path(id), { errorMessage: RESOURCE_ERROR_MESSAGES.deletePlaylist });
    },
  };
}
