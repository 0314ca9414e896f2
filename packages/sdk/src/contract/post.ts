import {
  array,
  boolean,
  date,
  type Infer,
  nullable,
  object,
  optional,
  partial,
  size,
  string,
  union,
} from 'superstruct';
import { PUBLICATION_PLAYLISTS_MAX } from '../constants';
import { listPaginationStruct } from './list-page';
import { mediaChoiceStruct, mediaReferenceStruct, uploadFileStruct } from './media';
import { idStruct, isoDateTimeStruct, resourceReferenceStruct } from './scalars';

/** The post's media as the form holds it: an uploaded file or an item picked from the cloud (spec 3). */
export const postFormMediaStruct = union([uploadFileStruct, mediaChoiceStruct]);
export type PostFormMedia = Infer<typeof postFormMediaStruct>;

/**
 * The post form of spec 3. `media` is null until one is chosen; the rules of spec 5 (`validatePostForm`) say
 * why a form cannot be sent, this struct only says what it holds.
 */
export const postFormStruct = object({
  media: nullable(postFormMediaStruct),
  caption: string(),
  isPrivate: boolean(),
  isScheduled: boolean(),
  scheduledAt: date(),
  playlists: array(string()),
  thirdPartyConsent: boolean(),
});
export type PostForm = Infer<typeof postFormStruct>;

/** The defaults the post form resets to on mount (spec 3, 4): private, not scheduled, scheduled now. */
export function postFormDefaults(now: Date = new Date()): PostForm {
  return {
    media: null,
    caption: '',
    isPrivate: true,
    isScheduled: false,
    scheduledAt: new Date(now.getTime()),
    playlists: [],
    thirdPartyConsent: false,
  };
}

/**
 * `POST /posts`. Scheduling travels as `scheduledAt` alone (null publishes now), as pushes do (spec 3 "Server
 * push record"), so the wire has no `isScheduled` to disagree with it.
 */
export const postCreatePayloadStruct = object({
  media: mediaReferenceStruct,
  caption: string(),
  isPrivate: boolean(),
  scheduledAt: nullable(isoDateTimeStruct),
  playlists: size(array(resourceReferenceStruct), 0, PUBLICATION_PLAYLISTS_MAX),
  thirdPartyConsent: boolean(),
});
export type PostCreatePayload = Infer<typeof postCreatePayloadStruct>;

/** `PATCH /posts/{id}`: the changed fields only. */
export const postUpdatePayloadStruct = partial(postCreatePayloadStruct);
export type PostUpdatePayload = Infer<typeof postUpdatePayloadStruct>;

/** A stored post as the API answers it. */
export const postRecordStruct = object({
  id: idStruct,
  media: mediaChoiceStruct,
  caption: string(),
  isPrivate: boolean(),
  scheduledAt: nullable(isoDateTimeStruct),
  playlists: array(idStruct),
  thirdPartyConsent: boolean(),
  createdAt: isoDateTimeStruct,
});
export type PostRecord = Infer<typeof postRecordStruct>;

/** `GET /posts`: the creator's posts, wrapped like every other list of the API. */
export const postListStruct = object({
  posts: array(postRecordStruct),
  pagination: optional(listPaginationStruct),
});
