import { array, boolean, type Infer, nullable, object, optional, size, string } from 'superstruct';
import { PUBLICATION_PLAYLISTS_MAX } from '../constants';
import { listPaginationStruct } from './list-page';
import { mediaChoiceStruct, mediaReferenceStruct } from './media';
import { partialObject } from './partial-object';
import { idStruct, isoDateTimeStruct, resourceReferenceStruct } from './scalars';

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
export const postUpdatePayloadStruct = partialObject(postCreatePayloadStruct);
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
  /** Set when its publication failed for good (every retry spent): why the post is not out. */
  failureReason: optional(nullable(string())),
});
export type PostRecord = Infer<typeof postRecordStruct>;

/** `GET /posts`: the creator's posts, wrapped like every other list of the API. */
export const postListStruct = object({
  posts: array(postRecordStruct),
  pagination: optional(listPaginationStruct),
});

/** A stored post as the payload that would recreate it: edits are compared, and patches merged, against it. */
export function postRecordToPayload(record: PostRecord): PostCreatePayload {
  return {
    media: { id: record.media.id },
    caption: record.caption,
    isPrivate: record.isPrivate,
    scheduledAt: record.scheduledAt,
    playlists: record.playlists,
    thirdPartyConsent: record.thirdPartyConsent,
  };
}
