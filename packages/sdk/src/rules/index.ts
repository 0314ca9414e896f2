/**
 * `@mym/sdk/rules`: the pure rules of spec 4, 5 and 9, shared by forms and the server. Free of aws-amplify and
 * React; the constants and money conversions ride along so a server needs no other entry point.
 */
export * from '../constants';
export {
  type AmountFormat,
  formatAmount,
  formatDuration,
  fromMinorUnits,
  isCustomPrice,
  toMinorUnits,
} from '../money';
export {
  addMonths,
  type CalendarBounds,
  type CalendarDay,
  calendarBounds,
  compareCalendarDays,
  formatCalendarDay,
  isSelectableDay,
  isTimeZone,
  isWithinCalendarBounds,
  readDate,
  type ScheduleContext,
  scheduledAtErrors,
  toCalendarDay,
} from './calendar';
export {
  consultationTitleErrors,
  rangesOverlap,
  validateAvailabilityPayload,
  validateBookingDetails,
} from './catalog';
export {
  characterCount,
  hasDigit,
  hasLowercase,
  hasNoAccentedLetter,
  hasNoSpecialCharacter,
  hasNoWhitespace,
  hasSpecialCharacter,
  hasUppercase,
  isDigitsOnly,
} from './characters';
export { hasAcceptedAllTerms, isAstroCreator } from './creator';
export { EMAIL_MAX_LENGTH, isEmailAddress } from './email';
export {
  MANDATORY_FIELD_ERROR,
  MEDIA_FILE_ERROR_KEYS,
  type MediaFileErrorKeys,
  POST_CAPTION_LIMIT_ERROR,
  PUSH_CAPTION_LIMIT_ERROR,
  PUSH_DISCOUNT_AMOUNT_ERROR,
  PUSH_DISCOUNT_AMOUNT_MISSING_ERROR,
  PUSH_DISCOUNT_DURATION_ERROR,
  PUSH_PRICE_ERROR,
  SCHEDULED_DATE_ERROR,
  VALIDATION_ERROR_KEYS,
} from './error-keys';
export {
  addFieldError,
  addFieldErrors,
  type FieldErrors,
  isMissing,
  type LooseForm,
  mandatoryFieldErrors,
} from './form-errors';
export {
  LIVE_DESCRIPTION_LIMIT_ERROR,
  LIVE_DURATION_ERROR,
  LIVE_TITLE_LIMIT_ERROR,
  type LivePayloadContext,
  validateLivePayload,
} from './live-payload';
export {
  isMediaFileCandidate,
  type MediaFileCandidate,
  type MediaFileContext,
  validateMediaFile,
} from './media-file';
export {
  FAN_NOTE_LIMIT_ERROR,
  isSellingPrice,
  MESSAGE_ERROR_KEYS,
  MESSAGE_TEXT_LIMIT_ERROR,
  type MessageMediaContext,
  TIP_AMOUNT_ERROR,
  validateFanNote,
  validateMessageMedia,
  validateMessageText,
  validateTipAmount,
} from './message-payload';
export {
  checkPassword,
  isAcceptablePassword,
  PASSWORD_REQUIREMENT_LABELS,
  type PasswordChecks,
  type PasswordStrength,
  passwordRequirements,
  passwordStrength,
} from './password';
export { type PostPayloadContext, validatePostPayload } from './post-payload';
export { type PushPayloadContext, pushPriceErrors, validatePushPayload } from './push-payload';
