import { array, boolean, date, type Infer, nullable, object, string, union } from 'superstruct';
import { mediaChoiceStruct, uploadFileStruct } from '../contract/media';
import type { PostCreatePayload, PostRecord } from '../contract/post';

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
 * A stored post as the post form edits it: a post with a scheduled date is a scheduled post (as pushes are,
 * spec 4); without one the schedule defaults to `now`, as on a fresh form (spec 3).
 */
export function postRecordToForm(record: PostRecord, now: Date = new Date()): PostForm {
  return {
    media: { ...record.media },
    caption: record.caption,
    isPrivate: record.isPrivate,
    isScheduled: record.scheduledAt !== null,
    scheduledAt: record.scheduledAt === null ? new Date(now.getTime()) : new Date(record.scheduledAt),
    playlists: [...record.playlists],
    thirdPartyConsent: record.thirdPartyConsent,
  };
}

/**
 * The payload of `POST /posts` from a form that passed `validatePostForm`. The media must be stored (picked from
 * the cloud, or uploaded and given an id); mapping a form without one is a programming error.
 */
export function postFormToPayload(form: PostForm): PostCreatePayload {
  const mediaId = form.media && 'id' in form.media ? form.media.id : undefined;
  if (!mediaId) throw new TypeError('postFormToPayload needs a valid post form: media has no id yet');
  return {
    media: { id: mediaId },
    caption: form.caption,
    isPrivate: form.isPrivate,
    scheduledAt: form.isScheduled ? form.scheduledAt.toISOString() : null,
    playlists: [...form.playlists],
    thirdPartyConsent: form.thirdPartyConsent,
  };
}
