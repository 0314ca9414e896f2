import { CAPTION_MAX_LENGTH } from '../constants';
import type { PostCreatePayload } from '../contract/post';
import { type ScheduleContext, scheduledAtErrors } from './calendar';
import { characterCount } from './characters';
import { MANDATORY_FIELD_ERROR, POST_CAPTION_LIMIT_ERROR } from './error-keys';
import { addFieldError, addFieldErrors, type FieldErrors } from './form-errors';
import { type MediaFileCandidate, validateMediaFile } from './media-file';

/** What only the server knows when it judges a post: the creator's zone and their own medias and playlists. */
export interface PostPayloadContext extends ScheduleContext {
  now: Date;
  /** The payload's media as a file candidate, when it is the creator's. */
  media: MediaFileCandidate | undefined;
  playlistIds: ReadonlySet<string>;
}

/**
 * The post rules of spec 5 on the payload as it travels (`POST /posts`, a merged `PATCH`), wire field names
 * (`media`, `caption`, `scheduledAt`, `playlists`), every criterion at once.
 */
export function validatePostPayload(payload: PostCreatePayload, context: PostPayloadContext): FieldErrors {
  const errors: FieldErrors = {};
  if (!context.media) addFieldError(errors, 'media', MANDATORY_FIELD_ERROR);
  else addFieldErrors(errors, 'media', validateMediaFile(context.media, 'post'));
  if (characterCount(payload.caption) > CAPTION_MAX_LENGTH) {
    addFieldError(errors, 'caption', POST_CAPTION_LIMIT_ERROR);
  }
  if (payload.scheduledAt !== null) {
    addFieldErrors(errors, 'scheduledAt', scheduledAtErrors(payload.scheduledAt, context.now, context));
  }
  if (payload.playlists.some((id) => !context.playlistIds.has(id))) {
    addFieldError(errors, 'playlists', MANDATORY_FIELD_ERROR);
  }
  return errors;
}
