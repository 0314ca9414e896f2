/**
 * Every validation key of spec 5, spelled as the spec writes it. They are translation keys: forms show them
 * under the field and the API returns them in `error.fields`.
 */

/** Generic: a missing or wrongly typed required value (spec 5 "Generic"). */
export const MANDATORY_FIELD_ERROR = 'mandatory_field_is_empty_error';
/** A scheduled date in the past: before today, or today at an hour already gone (spec 5 "Post form"). */
export const SCHEDULED_DATE_ERROR = 'content_upload_error_date';
export const POST_CAPTION_LIMIT_ERROR = 'post_caption_input_limit_error';
export const PUSH_CAPTION_LIMIT_ERROR = 'push_caption_input_limit_error';
/** A preset or custom push price out of bounds (spec 5 "Push form"). */
export const PUSH_PRICE_ERROR = 'creators_push_price_error';
/** Discount switched on without a positive amount (spec 5; the key has no separator before `price`). */
export const PUSH_DISCOUNT_AMOUNT_MISSING_ERROR = 'creators_push_promotion_amount_errorprice_missing';
/** Discount higher than the normal price (spec 5). */
export const PUSH_DISCOUNT_AMOUNT_ERROR = 'creators_push_promotion_amount_error';
/** Discount shorter than DISCOUNT_MIN_DURATION_SECONDS, or no duration (spec 5). */
export const PUSH_DISCOUNT_DURATION_ERROR = 'push_configuration_discount_required_error';

export interface MediaFileErrorKeys {
  imageSize: string;
  videoSize: string;
  imageFormat: string;
  videoFormat: string;
  format: string;
  videoDuration: string;
}

/** File rules, once per context: the push keys are the post keys with the push_ prefix (spec 5). */
export const MEDIA_FILE_ERROR_KEYS = {
  post: {
    imageSize: 'post_image_file_size_error',
    videoSize: 'post_video_file_size_error',
    imageFormat: 'post_invalid_image_format_error',
    videoFormat: 'post_invalid_video_format_error',
    format: 'post_invalid_format_error',
    videoDuration: 'post_video_duration_error',
  },
  push: {
    imageSize: 'push_image_file_size_error',
    videoSize: 'push_video_file_size_error',
    imageFormat: 'push_invalid_image_format_error',
    videoFormat: 'push_invalid_video_format_error',
    format: 'push_invalid_format_error',
    videoDuration: 'push_video_duration_error',
  },
} as const satisfies Record<string, MediaFileErrorKeys>;

/** Every key above, for translation completeness checks. */
export const VALIDATION_ERROR_KEYS: readonly string[] = [
  MANDATORY_FIELD_ERROR,
  SCHEDULED_DATE_ERROR,
  POST_CAPTION_LIMIT_ERROR,
  PUSH_CAPTION_LIMIT_ERROR,
  PUSH_PRICE_ERROR,
  PUSH_DISCOUNT_AMOUNT_MISSING_ERROR,
  PUSH_DISCOUNT_AMOUNT_ERROR,
  PUSH_DISCOUNT_DURATION_ERROR,
  ...Object.values(MEDIA_FILE_ERROR_KEYS.post),
  ...Object.values(MEDIA_FILE_ERROR_KEYS.push),
];
