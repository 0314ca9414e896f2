import { describe, expect, it } from 'vitest';
import * as rules from './index';

const exported = new Map<string, unknown>(Object.entries(rules));

describe('business constants (spec 9), as exported by @mym/sdk/rules', () => {
  it.each([
    ['CAPTION_MAX_LENGTH', 1500],
    ['IMAGE_MAX_BYTES', 31457280],
    ['VIDEO_MAX_BYTES', 5368709120],
    ['VIDEO_MAX_DURATION_SECONDS', 10800],
    ['DISCOUNT_MIN_DURATION_SECONDS', 10800],
    ['CUSTOM_PRICE_MIN', 5],
    ['CUSTOM_PRICE_MAX', 1000],
    ['PRESET_PRICE_MIN', 0],
    ['PRESET_PRICE_MAX', 1000],
    ['DEFAULT_CURRENCY', 'EUR'],
    ['MINOR_UNITS_PER_MAJOR', 100],
    ['COLLECTION_PAGE_SIZE', 20],
    ['POST_CLOUD_MEDIA_MAX', 1],
    ['PASSWORD_MIN_LENGTH', 12],
    ['PASSWORD_MAX_LENGTH', 32],
    ['PASSWORD_EXTRA_LENGTH', 13],
    ['PASSWORD_STRENGTH_WINDOW', { min: 8, max: 12 }],
    ['TAG_MAX', 3],
    ['CODE_LENGTH', 6],
    ['UPLOAD_MAX_FILES', 3],
    ['PROFILE_PICTURE_MAX_FILES', 1],
    ['CALENDAR_MAX_MONTHS_AHEAD', 3],
    ['PROGRESS_BANDS', [66, 95]],
    ['TOAST_DURATION_MS', 3000],
    ['DEBOUNCE_MS', 500],
    ['COMBOBOX_TYPING_RESET_MS', 500],
    ['COMBOBOX_STATUS_CLEAR_MS', 500],
    ['INFINITE_SCROLL_THRESHOLD_PX', 50],
    ['SIGN_OUT_TIMEOUT_MS', 3000],
    ['ERROR_TRACE_SAMPLE_RATE', 0.2],
    ['HOTJAR_VERSION', 6],
    ['SIGNUP_POLL_INTERVAL_MS', 5000],
    ['SIGNUP_POLL_MAX_MS', 180000],
    ['TOKEN_REVOCATION_BACKOFF_MAX_MS', 300000],
    ['CLOUD_LIBRARY_MAX_ATTEMPTS', 3],
    ['GUEST_CREDENTIALS_REFRESH_MS', 3000000],
    ['USER_POOL_ID_MAX_LENGTH', 55],
    ['OAUTH_STATE_LENGTH', 32],
    ['PKCE_VERIFIER_LENGTH', 128],
    ['SELECT_VISIBLE_ITEMS', 5],
    ['UPLOAD_CHUNK_BYTES', 65536],
    ['ACCESS_TOKEN_COOKIE_MAX_AGE_SECONDS', 31536000],
  ])('%s = %j (spec 9)', (name, value) => {
    expect(exported.get(name)).toEqual(value);
  });

  it('calendar systems are exactly the 13 of spec 9', () => {
    expect(rules.CALENDAR_SYSTEMS).toEqual([
      'gregorian',
      'buddhist',
      'ethiopic',
      'ethioaa',
      'coptic',
      'hebrew',
      'indian',
      'islamic-civil',
      'islamic-tbla',
      'islamic-umalqura',
      'japanese',
      'persian',
      'roc',
    ]);
  });

  it('accepted formats follow the lists of spec 5', () => {
    expect(rules.POST_IMAGE_FORMATS).toEqual(['jpeg', 'gif', 'png', 'jpg', 'heic', 'webp']);
    expect(rules.POST_VIDEO_FORMATS).toEqual(['mp4', 'mov', 'm4v', 'quicktime']);
    expect([...rules.PUSH_IMAGE_FORMATS, ...rules.PUSH_VIDEO_FORMATS].sort()).toEqual(
      [...rules.PUSH_UPLOAD_FORMATS].sort(),
    );
  });
});
