import {
  CAPTION_MAX_LENGTH,
  CUSTOM_PRICE_MAX,
  CUSTOM_PRICE_MIN,
  DISCOUNT_MIN_DURATION_SECONDS,
} from '../constants';
import type { PushCreatePayload } from '../contract/push';
import { toMinorUnits } from '../money';
import { type ScheduleContext, scheduledAtErrors } from './calendar';
import { characterCount } from './characters';
import {
  MANDATORY_FIELD_ERROR,
  PUSH_CAPTION_LIMIT_ERROR,
  PUSH_DISCOUNT_AMOUNT_ERROR,
  PUSH_DISCOUNT_AMOUNT_MISSING_ERROR,
  PUSH_DISCOUNT_DURATION_ERROR,
  PUSH_PRICE_ERROR,
} from './error-keys';
import { addFieldError, addFieldErrors, type FieldErrors } from './form-errors';
import { type MediaFileCandidate, validateMediaFile } from './media-file';

/** What only the server knows when it judges a push: the reference lists and the creator's own things. */
export interface PushPayloadContext extends ScheduleContext {
  now: Date;
  /** Preset prices in minor units (`GET /pushes/prices`). */
  priceRanges: readonly number[];
  /** Discount durations in seconds (`GET /pushes/discount-durations`). */
  discountDurations: readonly number[];
  /** Audience segments the creator may target (`GET /pushes/targets`). */
  targets?: readonly string[];
  /** The creator's medias among the payload's ids, as file candidates; an id absent here is not theirs. */
  medias: ReadonlyMap<string, MediaFileCandidate>;
  /** The creator's playlists among the payload's ids. */
  playlistIds: ReadonlySet<string>;
}

/**
 * The push price rule (spec 5, 9): a preset price, or a custom one within 5..1000 in the price's currency. Paid
 * messages and live tickets sell under it too.
 */
export function pushPriceErrors(value: number, ranges: readonly number[]): string[] {
  if (ranges.includes(value)) return [];
  const within = value >= toMinorUnits(CUSTOM_PRICE_MIN) && value <= toMinorUnits(CUSTOM_PRICE_MAX);
  return within ? [] : [PUSH_PRICE_ERROR];
}

/**
 * The push rules of spec 5 on the payload as it travels (`POST /pushes`, a merged `PATCH`): amounts in minor
 * units, wire field names (`targets`, `teaser`, `medias`, `caption`, `price`, `discount.price`,
 * `discount.duration`, `scheduledAt`, `playlists`), every criterion at once. A form shows these under its own
 * fields through `@mym/sdk/forms` (`pushFormField`).
 */
export function validatePushPayload(payload: PushCreatePayload, context: PushPayloadContext): FieldErrors {
  const errors: FieldErrors = {};
  const knownTargets = context.targets;
  if (
    payload.targets.length === 0 ||
    payload.targets.some((target) => target.trim() === '' || (knownTargets && !knownTargets.includes(target)))
  ) {
    addFieldError(errors, 'targets', MANDATORY_FIELD_ERROR);
  }

  if (payload.medias.length === 0) addFieldError(errors, 'medias', MANDATORY_FIELD_ERROR);
  for (const { id } of payload.medias) {
    const media = context.medias.get(id);
    if (!media) addFieldError(errors, 'medias', MANDATORY_FIELD_ERROR);
    else addFieldErrors(errors, 'medias', validateMediaFile(media, 'push'));
  }
  if (payload.teaser) {
    const teaser = context.medias.get(payload.teaser.id);
    if (!teaser) addFieldError(errors, 'teaser', MANDATORY_FIELD_ERROR);
    else addFieldErrors(errors, 'teaser', validateMediaFile(teaser, 'push'));
  }

  if (payload.caption.trim() === '') addFieldError(errors, 'caption', MANDATORY_FIELD_ERROR);
  else if (characterCount(payload.caption) > CAPTION_MAX_LENGTH) {
    addFieldError(errors, 'caption', PUSH_CAPTION_LIMIT_ERROR);
  }

  addFieldErrors(errors, 'price', pushPriceErrors(payload.price.value, context.priceRanges));

  if (payload.discount) {
    const { price, duration } = payload.discount;
    if (price.value <= 0) addFieldError(errors, 'discount.price', PUSH_DISCOUNT_AMOUNT_MISSING_ERROR);
    else if (price.value > payload.price.value) {
      addFieldError(errors, 'discount.price', PUSH_DISCOUNT_AMOUNT_ERROR);
    }
    if (duration < DISCOUNT_MIN_DURATION_SECONDS || !context.discountDurations.includes(duration)) {
      addFieldError(errors, 'discount.duration', PUSH_DISCOUNT_DURATION_ERROR);
    }
  }

  if (payload.scheduledAt !== null) {
    addFieldErrors(errors, 'scheduledAt', scheduledAtErrors(payload.scheduledAt, context.now, context));
  }
  if (payload.playlists.some((id) => !context.playlistIds.has(id))) {
    addFieldError(errors, 'playlists', MANDATORY_FIELD_ERROR);
  }
  return errors;
}
