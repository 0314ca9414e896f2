import { array, type Infer, integer, min, nullable, object, optional, size, string } from 'superstruct';
import { NAME_MAX_LENGTH, PLAYLIST_MEDIAS_MAX, PLAYLIST_POSTS_MAX } from '../constants';
import { listPaginationStruct } from './list-page';
import { partialObject } from './partial-object';
import { boundedText, idStruct, isoDateTimeStruct, resourceReferenceStruct } from './scalars';

/**
 * A playlist of the creator's tools (spec 2 "/v2/tools/playlists"): posts name it by id and it lists them in the
 * order the creator gives (`GET /playlists/{id}/posts`). Its preview is its first post's media.
 */
export const playlistStruct = object({
  id: idStruct,
  name: string(),
  preview: nullable(string()),
  mediaCount: min(integer(), 0),
  /** The posts that name this playlist. */
  postCount: min(integer(), 0),
  createdAt: isoDateTimeStruct,
});
export type Playlist = Infer<typeof playlistStruct>;

/** `GET /playlists`. */
export const playlistListStruct = object({
  playlists: array(playlistStruct),
  pagination: optional(listPaginationStruct),
});
export type PlaylistList = Infer<typeof playlistListStruct>;

/** `POST /playlists`: a playlist starts with a name and medias picked by id. */
export const playlistCreatePayloadStruct = object({
  name: boundedText(NAME_MAX_LENGTH),
  mediaIds: size(array(resourceReferenceStruct), 0, PLAYLIST_MEDIAS_MAX),
});
export type PlaylistCreatePayload = Infer<typeof playlistCreatePayloadStruct>;

/** `PATCH /playlists/{id}`: the changed fields only. */
export const playlistUpdatePayloadStruct = partialObject(playlistCreatePayloadStruct);
export type PlaylistUpdatePayload = Infer<typeof playlistUpdatePayloadStruct>;

/**
 * `PUT /playlists/{id}/posts`: the playlist's whole new order, every one of its posts once (the answer of
 * `GET /playlists/{id}/posts` is `postListStruct`, in that order).
 */
export const playlistOrderPayloadStruct = object({
  postIds: size(array(resourceReferenceStruct), 0, PLAYLIST_POSTS_MAX),
});
export type PlaylistOrderPayload = Infer<typeof playlistOrderPayloadStruct>;
