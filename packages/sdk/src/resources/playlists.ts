import {
  type Playlist,
  type PlaylistCreatePayload,
  type PlaylistList,
  type PlaylistUpdatePayload,
  playlistListStruct,
  playlistStruct,
} from '../contract/playlist';
import { type PostRecord, postListStruct } from '../contract/post';
import { GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import { resourcePath } from '../http/path';
import type { ApiRequest } from '../http/request';
import { type CrudResource, createCrudResource } from './crud-resource';
import { collectPages } from './list-pages';
import { RESOURCE_ERROR_MESSAGES } from './messages';

/**
 * `/playlists`: a name and the medias it starts with; `update` sends only the given fields. A playlist lists the
 * posts that name it in the creator's order (`posts`), and takes a new order of all of them (`reorderPosts`).
 */
export interface PlaylistResource
  extends CrudResource<Playlist, PlaylistCreatePayload, PlaylistUpdatePayload, object> {
  /** Every post of the playlist, in its order, page after page. */
  posts(id: string): Promise<PostRecord[]>;
  /** `PUT /playlists/{id}/posts`: `postIds` are all its posts, in their new order; answers the playlist. */
  reorderPosts(id: string, postIds: readonly string[]): Promise<Playlist>;
}

export function createPlaylistResource(request: ApiRequest): PlaylistResource {
  const postsPath = (id: string) =>
    resourcePath('/playlists', requireArgument(id, GUARD_MESSAGES.id), 'posts');
  return {
    ...createCrudResource<Playlist, PlaylistCreatePayload, PlaylistUpdatePayload, PlaylistList>(request, {
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
    }),
    posts: async (id) => {
      const path = postsPath(id);
      return collectPages(async (offset) => {
        const page = await request('GET', path, {
          errorMessage: RESOURCE_ERROR_MESSAGES.fetchPlaylistPosts,
          query: { offset: offset || undefined },
          response: postListStruct,
        });
        return { items: page.posts, pagination: page.pagination };
      });
    },
    reorderPosts: async (id, postIds) =>
      request('PUT', postsPath(id), {
        errorMessage: RESOURCE_ERROR_MESSAGES.reorderPlaylistPosts,
        body: { postIds: [...postIds] },
        response: playlistStruct,
      }),
  };
}
