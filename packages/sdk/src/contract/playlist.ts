import {
  array,
  type Infer,
  integer,
  min,
  nullable,
  object,
  optional,
  partial,
  size,
  string,
} from 'superstruct';
import { NAME_MAX_LENGTH, PLAYLIST_MEDIAS_MAX } from '../constants';
import { listPaginationStruct } from './list-page';
import { boundedText, idStruct, isoDateTimeStruct, resourceReferenceStruct } from './scalars';

/** A playlist of the creator's tools (spec 1: detail not shown); posts and pushes name playlists by id. */
export const playlistStruct = object({
  id: idStruct,
  name: string(),
  preview: nullable(string()),
  mediaCount: min(integer(), 0),
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
export const playlistUpdatePayloadStruct = partial(playlistCreatePayloadStruct);
export type PlaylistUpdatePayload = Infer<typeof playlistUpdatePayloadStruct>;
