import { CAPTION_MAX_LENGTH } from '../constants';
import { type ScheduleContext, scheduledAtErrors } from '../rules/calendar';
import { characterCount } from '../rules/characters';
import { MANDATORY_FIELD_ERROR, POST_CAPTION_LIMIT_ERROR } from '../rules/error-keys';
import {
  addFieldError,
  addFieldErrors,
  addWrongTypeErrors,
  type FieldErrors,
  isMissing,
  type LooseForm,
} from '../rules/form-errors';
import { isMediaFileCandidate, validateMediaFile } from '../rules/media-file';
import type { PostForm } from './post-form';

/**
 * The post form rules of spec 5, all at once (forms validate on submit and show every criterion). Fields:
 * `media`, `caption`, `scheduledAt`, plus the generic rule on the fields with defaults.
 *
 * The server runs the same rules on a create payload by passing `isScheduled: scheduledAt !== null`; its
 * `scheduledAt` may be the ISO string of the wire.
 */
export function validatePostForm(
  form: LooseForm<PostForm>,
  now: Date = new Date(),
  schedule: ScheduleContext = {},
): FieldErrors {
  const errors: FieldErrors = {};

  if (isMissing(form.media) || typeof form.media !== 'object') {
    addFieldError(errors, 'media', MANDATORY_FIELD_ERROR);
  } else if (isMediaFileCandidate(form.media)) {
    addFieldErrors(errors, 'media', validateMediaFile(form.media, 'post'));
  }

  addWrongTypeErrors(errors, form, {
    caption: 'string',
    isPrivate: 'boolean',
    isScheduled: 'boolean',
    playlists: 'string[]',
    thirdPartyConsent: 'boolean',
  });
  if (typeof form.caption === 'string' && characterCount(form.caption) > CAPTION_MAX_LENGTH) {
    addFieldError(errors, 'caption', POST_CAPTION_LIMIT_ERROR);
  }

  if (form.isScheduled === true)
    addFieldErrors(errors, 'scheduledAt', scheduledAtErrors(form.scheduledAt, now, schedule));

  return errors;
}
