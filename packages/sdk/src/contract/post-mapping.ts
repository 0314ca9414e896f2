import type { PostCreatePayload, PostForm, PostRecord } from './post';

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
