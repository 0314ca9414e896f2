import {
  LIVE_DESCRIPTION_MAX_LENGTH,
  LIVE_DURATION_MAX_MINUTES,
  LIVE_DURATION_MIN_MINUTES,
  LIVE_TITLE_MAX_LENGTH,
  type LiveCreatePayload,
  PUSH_TARGETS,
} from '../contract';
import { type ScheduleContext, scheduledAtErrors } from './calendar';
import { characterCount } from './characters';
import { MANDATORY_FIELD_ERROR } from './error-keys';
import { addFieldError, addFieldErrors, type FieldErrors } from './form-errors';
import { type MediaFileCandidate, validateMediaFile } from './media-file';
import { pushPriceErrors } from './push-payload';

/** A live title over LIVE_TITLE_MAX_LENGTH characters. */
export const LIVE_TITLE_LIMIT_ERROR = 'live_title_input_limit_error';
/** A live description over LIVE_DESCRIPTION_MAX_LENGTH characters. */
export const LIVE_DESCRIPTION_LIMIT_ERROR = 'live_description_input_limit_error';
/** An expected duration outside LIVE_DURATION_MIN_MINUTES..LIVE_DURATION_MAX_MINUTES. */
export const LIVE_DURATION_ERROR = 'live_duration_error';

/** What only the server knows when it judges a live: the clock, the creator's zone and closed days, prices, medias. */
export interface LivePayloadContext extends ScheduleContext {
  now: Date;
  /** Preset push prices in minor units (`GET /pushes/prices`): a ticket sells under the push price rules. */
  priceRanges: readonly number[];
  /** The creator's medias among the payload's ids; an id absent here is not theirs. */
  medias: ReadonlyMap<string, MediaFileCandidate>;
}

/**
 * The live configuration rules on the wire payload: a title, a start under the push schedule rules (spec 5: today
 * at a past hour, a restricted day or beyond 3 months is content_upload_error_date), an expected duration, at
 * least one push audience, a teaser from the creator's cloud, and a ticket price under the push price rules (no
 * price is a free live). Every criterion at once, under the payload's field names.
 */
export function validateLivePayload(payload: LiveCreatePayload, context: LivePayloadContext): FieldErrors {
  const errors: FieldErrors = {};
  if (payload.title.trim() === '') addFieldError(errors, 'title', MANDATORY_FIELD_ERROR);
  else if (characterCount(payload.title) > LIVE_TITLE_MAX_LENGTH) {
    addFieldError(errors, 'title', LIVE_TITLE_LIMIT_ERROR);
  }
  if (characterCount(payload.description) > LIVE_DESCRIPTION_MAX_LENGTH) {
    addFieldError(errors, 'description', LIVE_DESCRIPTION_LIMIT_ERROR);
  }
  addFieldErrors(errors, 'startsAt', scheduledAtErrors(payload.startsAt, context.now, context));
  if (
    payload.durationMinutes < LIVE_DURATION_MIN_MINUTES ||
    payload.durationMinutes > LIVE_DURATION_MAX_MINUTES
  ) {
    addFieldError(errors, 'durationMinutes', LIVE_DURATION_ERROR);
  }
  if (payload.targets.length === 0 || payload.targets.some((target) => !PUSH_TARGETS.includes(target))) {
    addFieldError(errors, 'targets', MANDATORY_FIELD_ERROR);
  }
  if (payload.teaser) {
    const teaser = context.medias.get(payload.teaser.id);
    if (!teaser) addFieldError(errors, 'teaser', MANDATORY_FIELD_ERROR);
    else addFieldErrors(errors, 'teaser', validateMediaFile(teaser, 'push'));
  }
  if (payload.price)
    addFieldErrors(errors, 'price', pushPriceErrors(payload.price.value, context.priceRanges));
  return errors;
}
