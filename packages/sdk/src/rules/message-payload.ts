import { CUSTOM_PRICE_MAX, CUSTOM_PRICE_MIN } from '../constants';
import { FAN_NOTE_MAX_LENGTH, MESSAGE_TEXT_MAX_LENGTH } from '../contract/message-limits';
import type { MessageMediaPayload, MessageTextPayload } from '../contract/messages';
import { toMinorUnits } from '../money';
import { characterCount } from './characters';
import { MANDATORY_FIELD_ERROR, PUSH_PRICE_ERROR } from './error-keys';
import { addFieldError, type FieldErrors } from './form-errors';

/** A message longer than MESSAGE_TEXT_MAX_LENGTH characters (as a caption, spec 5). */
export const MESSAGE_TEXT_LIMIT_ERROR = 'message_text_input_limit_error';
/** A fan note longer than FAN_NOTE_MAX_LENGTH characters. */
export const FAN_NOTE_LIMIT_ERROR = 'fan_note_input_limit_error';
/** A tip outside the custom price bounds (5..1000, spec 9). */
export const TIP_AMOUNT_ERROR = 'tip_amount_error';

/** The keys of the messages rules, for translation completeness checks. */
export const MESSAGE_ERROR_KEYS: readonly string[] = [
  MESSAGE_TEXT_LIMIT_ERROR,
  FAN_NOTE_LIMIT_ERROR,
  TIP_AMOUNT_ERROR,
];

/** A price a fan pays in a thread: the custom push price bounds, 5..1000 (spec 5 "Push form", spec 9). */
export function isSellingPrice(value: number): boolean {
  return value >= toMinorUnits(CUSTOM_PRICE_MIN) && value <= toMinorUnits(CUSTOM_PRICE_MAX);
}

function textErrors(errors: FieldErrors, text: string, required: boolean): void {
  if (required && text.trim() === '') addFieldError(errors, 'text', MANDATORY_FIELD_ERROR);
  else if (characterCount(text) > MESSAGE_TEXT_MAX_LENGTH)
    addFieldError(errors, 'text', MESSAGE_TEXT_LIMIT_ERROR);
}

/** A text message: required, at most MESSAGE_TEXT_MAX_LENGTH characters. Also the rule of a saved reply. */
export function validateMessageText(payload: MessageTextPayload): FieldErrors {
  const errors: FieldErrors = {};
  textErrors(errors, payload.text, true);
  return errors;
}

/** What only the server knows: the creator's medias among the payload's ids. */
export interface MessageMediaContext {
  /** Ids of the payload's medias (and teaser) that are the creator's; any other id is refused. */
  ownMediaIds: ReadonlySet<string>;
}

/**
 * Medias in a thread: at least one, each the creator's; words optional and bounded; free (`price: null`) or at
 * a price within the push price rules (`creators_push_price_error`); a teaser, when given, is the creator's and
 * only makes sense on a paid message.
 */
export function validateMessageMedia(
  payload: MessageMediaPayload,
  context?: MessageMediaContext,
): FieldErrors {
  const errors: FieldErrors = {};
  textErrors(errors, payload.text ?? '', false);
  if (payload.medias.length === 0) addFieldError(errors, 'medias', MANDATORY_FIELD_ERROR);
  if (context && payload.medias.some(({ id }) => !context.ownMediaIds.has(id))) {
    addFieldError(errors, 'medias', MANDATORY_FIELD_ERROR);
  }
  if (payload.price !== null && !isSellingPrice(payload.price.value)) {
    addFieldError(errors, 'price', PUSH_PRICE_ERROR);
  }
  const teaser = payload.teaser;
  if (teaser && (payload.price === null || (context && !context.ownMediaIds.has(teaser.id)))) {
    addFieldError(errors, 'teaser', MANDATORY_FIELD_ERROR);
  }
  return errors;
}

/** A creator's private note on a fan: may be empty, at most FAN_NOTE_MAX_LENGTH characters. */
export function validateFanNote(note: string): FieldErrors {
  const errors: FieldErrors = {};
  if (characterCount(note) > FAN_NOTE_MAX_LENGTH) addFieldError(errors, 'note', FAN_NOTE_LIMIT_ERROR);
  return errors;
}

/** A tip: the custom price bounds (5..1000). */
export function validateTipAmount(value: number): FieldErrors {
  const errors: FieldErrors = {};
  if (!isSellingPrice(value)) addFieldError(errors, 'amount', TIP_AMOUNT_ERROR);
  return errors;
}
