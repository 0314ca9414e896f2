import {
  CAPTION_MAX_LENGTH,
  CUSTOM_PRICE_MAX,
  CUSTOM_PRICE_MIN,
  DISCOUNT_MIN_DURATION_SECONDS,
  PRESET_PRICE_MAX,
  PRESET_PRICE_MIN,
} from '../constants';
import { toMinorUnits } from '../money';
import { type ScheduleContext, scheduledAtErrors } from '../rules/calendar';
import { characterCount } from '../rules/characters';
import {
  MANDATORY_FIELD_ERROR,
  PUSH_CAPTION_LIMIT_ERROR,
  PUSH_DISCOUNT_AMOUNT_ERROR,
  PUSH_DISCOUNT_AMOUNT_MISSING_ERROR,
  PUSH_DISCOUNT_DURATION_ERROR,
  PUSH_PRICE_ERROR,
} from '../rules/error-keys';
import {
  addFieldError,
  addFieldErrors,
  addWrongTypeErrors,
  type FieldErrors,
  type LooseForm,
} from '../rules/form-errors';
import { isMediaFileCandidate, validateMediaFile } from '../rules/media-file';
import type { PushForm } from './push-form';

/** A form amount: a finite number, `null` when none was given (NaN is an emptied number input), or invalid. */
type Amount = number | null | 'invalid';

function amountOf(money: unknown): Amount {
  if (money === undefined || money === null) return null;
  if (typeof money !== 'object') return 'invalid';
  const value = (money as { value?: unknown }).value;
  if (value === undefined || value === null || value === '' || Number.isNaN(value)) return null;
  return typeof value === 'number' && Number.isFinite(value) ? value : 'invalid';
}

/** Bounds compared in whole cents, so 1000.01 is over 1000 and 4.99 under 5 whatever the float noise. */
function isWithin(amount: number, min: number, max: number): boolean {
  const cents = toMinorUnits(amount);
  return cents >= toMinorUnits(min) && cents <= toMinorUnits(max);
}

function hasMediaIds(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((media) => typeof media?.id === 'string' && media.id !== '')
  );
}

/**
 * The push form rules of spec 5, every criterion at once. Fields: `targets`, `medias`, `caption`, `price`
 * (the preset), `customPrice`, `discount.price`, `discount.duration`, `scheduledAt`, `teaser`, plus the generic
 * rule on the switches. The price that counts is the custom one when typed, else the preset.
 */
export function validatePushForm(
  form: LooseForm<PushForm>,
  now: Date = new Date(),
  schedule: ScheduleContext = {},
): FieldErrors {
  const errors: FieldErrors = {};
  const { targets, caption } = form;

  const targetsValid =
    Array.isArray(targets) && targets.length > 0 && targets.every((t) => typeof t === 'string' && t !== '');
  if (!targetsValid) addFieldError(errors, 'targets', MANDATORY_FIELD_ERROR);
  if (!hasMediaIds(form.medias)) addFieldError(errors, 'medias', MANDATORY_FIELD_ERROR);

  if (typeof caption !== 'string' || caption.trim() === '') {
    addFieldError(errors, 'caption', MANDATORY_FIELD_ERROR);
  } else if (characterCount(caption) > CAPTION_MAX_LENGTH) {
    addFieldError(errors, 'caption', PUSH_CAPTION_LIMIT_ERROR);
  }

  const preset = amountOf(form.price);
  const custom = amountOf(form.customPrice);
  if (custom === 'invalid' || (custom !== null && !isWithin(custom, CUSTOM_PRICE_MIN, CUSTOM_PRICE_MAX))) {
    addFieldError(errors, 'customPrice', PUSH_PRICE_ERROR);
  }
  if (preset === 'invalid' || (preset === null && custom === null)) {
    addFieldError(errors, 'price', MANDATORY_FIELD_ERROR);
  } else if (preset !== null && !isWithin(preset, PRESET_PRICE_MIN, PRESET_PRICE_MAX)) {
    addFieldError(errors, 'price', PUSH_PRICE_ERROR);
  }

  if (form.hasDiscount === true) {
    const discount = (typeof form.discount === 'object' && form.discount) || {};
    const { price, duration } = discount as { price?: unknown; duration?: unknown };
    const amount = amountOf(price);
    const normal = custom !== null ? custom : preset;
    if (amount === null || amount === 'invalid' || toMinorUnits(amount) <= 0) {
      addFieldError(errors, 'discount.price', PUSH_DISCOUNT_AMOUNT_MISSING_ERROR);
    } else if (typeof normal === 'number' && toMinorUnits(amount) > toMinorUnits(normal)) {
      addFieldError(errors, 'discount.price', PUSH_DISCOUNT_AMOUNT_ERROR);
    }
    if (typeof duration !== 'number' || !(duration >= DISCOUNT_MIN_DURATION_SECONDS)) {
      addFieldError(errors, 'discount.duration', PUSH_DISCOUNT_DURATION_ERROR);
    }
  }

  if (isMediaFileCandidate(form.teaser)) {
    addFieldErrors(errors, 'teaser', validateMediaFile(form.teaser, 'push'));
  }
  if (form.isScheduled === true) {
    addFieldErrors(errors, 'scheduledAt', scheduledAtErrors(form.scheduledAt, now, schedule));
  }
  addWrongTypeErrors(errors, form, {
    hasDiscount: 'boolean',
    isScheduled: 'boolean',
    mod: 'boolean',
    playlists: 'string[]',
    thirdPartyConsent: 'boolean',
  });

  return errors;
}
