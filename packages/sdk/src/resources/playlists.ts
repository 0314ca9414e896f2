import {
  type Playlist,
  type PlaylistCreatePayload,
  type PlaylistUpdatePayload,
  playlistListStruct,
  playlistStruct,
} from '../contract/playlist';
import type { ApiRequest } from '../http/request';
import { type CrudResource, createCrudResource } from './crud-resource';
import { RESOURCE_ERROR_MESSAGES } from './messages';

/** `/playlists`: a name and the medias it starts with; `update` sends only the given fields. */
export type PlaylistResource = CrudResource<Playlist, PlaylistCreatePayload, PlaylistUpdatePayload, object>;

export function createPlaylistResource(request: ApiRequest): PlaylistResource {
  return createCrudResource(request, {
    path: '/playlists',
    item: playlistStruct,
    page: playlistListStruct,
    itemsOf: (page) => ({ items: page.playlists, pagination: page.pagination }),
    messages: {
      list: RESOURCE_ERROR_MESSAGES.fetchPlaylists,
      create: RESOURCE_ERROR_MESSAGES.createPlaylist,
      get: RESOURCE_ERROR_MESSAGES.fetchPlaylistById,
      update: RESOURCE_ERROR_MESSAGES.updatePlaylist,
      delete: RESOURCE_ERROR_MESSAGES.deletePlaylist,
    },
  });
}
