import { describe, expect, it } from 'vitest';
import { VALIDATION_ERROR_KEYS } from './error-keys';
import { addFieldError, isMissing, mandatoryFieldErrors } from './form-errors';

describe('mandatory_field_is_empty_error (spec 5 "Generic")', () => {
  it.each([undefined, null, '', '   ', Number.NaN, []])('missing value %j -> mandatory (spec 5)', (value) => {
    expect(isMissing(value)).toBe(true);
    expect(mandatoryFieldErrors(value)).toEqual(['mandatory_field_is_empty_error']);
  });

  it.each([0, false, 'a', ['x'], {}])('present value %j is not missing (spec 5)', (value) => {
    expect(mandatoryFieldErrors(value)).toEqual([]);
  });

  it('a wrongly typed required value -> mandatory_field_is_empty_error (spec 5)', () => {
    expect(mandatoryFieldErrors('12', (value) => typeof value === 'number')).toEqual([
      'mandatory_field_is_empty_error',
    ]);
  });

  it('a field lists each key once', () => {
    const errors = {};
    addFieldError(errors, 'caption', 'push_caption_input_limit_error');
    addFieldError(errors, 'caption', 'push_caption_input_limit_error');
    expect(errors).toEqual({ caption: ['push_caption_input_limit_error'] });
  });
});

describe('validation keys (spec 5, 8): spelled as the spec writes them', () => {
  it('lists every spec 5 key exactly', () => {
    expect([...VALIDATION_ERROR_KEYS].sort()).toEqual(
      [
        'mandatory_field_is_empty_error',
        'content_upload_error_date',
        'post_caption_input_limit_error',
        'push_caption_input_limit_error',
        'creators_push_price_error',
        'creators_push_promotion_amount_errorprice_missing',
        'creators_push_promotion_amount_error',
        'push_configuration_discount_required_error',
        'post_image_file_size_error',
        'post_video_file_size_error',
        'post_invalid_image_format_error',
        'post_invalid_video_format_error',
        'post_invalid_format_error',
        'post_video_duration_error',
        'push_image_file_size_error',
        'push_video_file_size_error',
        'push_invalid_image_format_error',
        'push_invalid_video_format_error',
        'push_invalid_format_error',
        'push_video_duration_error',
      ].sort(),
    );
  });
});
