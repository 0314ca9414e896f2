/**
 * Business constants and limits of spec 9, each named once after what it bounds. Rules, components and the
 * server import them from here; nothing else spells these numbers.
 */

/** Name of the cookie whose value, when present, is the bearer token of every API call (spec 3, 6). */
export const ACCESS_TOKEN_COOKIE = 'mym_access_token';
/** Lifetime of the access-token cookie (spec 9: 365 days, path /, strict same-site). */
export const ACCESS_TOKEN_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const ACCESS_TOKEN_COOKIE_PATH = '/';
/** Signing out gives up after this long and reports 'Signout timeout fail' (spec 8, 9). */
export const SIGN_OUT_TIMEOUT_MS = 3000;
/** The router base of the creator app (spec 1, 2). */
export const APP_BASE_PATH = '/app';
/** Default and fallback language (spec 4, 9). */
export const DEFAULT_LANGUAGE = 'fr';
export const SUPPORTED_LANGUAGES = ['fr', 'en'] as const;
/** Name of the cookie that stores the chosen language (spec 4 "Language"). */
export const LOCALE_COOKIE = 'locale';
/** The access-token cookie is sent to same-site requests only (spec 9). */
export const ACCESS_TOKEN_COOKIE_SAME_SITE = 'Strict';

// Content (spec 5, 9)

/** Longest post or push caption, in characters (spec 5, 9). */
export const CAPTION_MAX_LENGTH = 1500;
/** Largest accepted image file: 30 MB (spec 5, 9). */
export const IMAGE_MAX_BYTES = 31_457_280;
/** Largest accepted video file: 5 GB (spec 5, 9). */
export const VIDEO_MAX_BYTES = 5_368_709_120;
/** Longest accepted video, in seconds (3 hours; spec 5, 9). */
export const VIDEO_MAX_DURATION_SECONDS = 10_800;
/** Image formats a post accepts, as MIME subtypes or file extensions (spec 5). */
export const POST_IMAGE_FORMATS = ['jpeg', 'gif', 'png', 'jpg', 'heic', 'webp'] as const;
/** Video formats a post accepts, as MIME subtypes or file extensions (spec 5). */
export const POST_VIDEO_FORMATS = ['mp4', 'mov', 'm4v', 'quicktime'] as const;
/** Every format of the push upload list (spec 5). */
export const PUSH_UPLOAD_FORMATS = [
  'jpeg',
  'jpg',
  'gif',
  'png',
  'webp',
  'mp4',
  'mov',
  'm4v',
  'x-m4v',
  'quicktime',
] as const;
/** The image part of the push upload list (spec 5). */
export const PUSH_IMAGE_FORMATS = ['jpeg', 'jpg', 'gif', 'png', 'webp'] as const;
/** The video part of the push upload list (spec 5). */
export const PUSH_VIDEO_FORMATS = ['mp4', 'mov', 'm4v', 'x-m4v', 'quicktime'] as const;
/** How many media a post may take from the cloud (spec 2 "Collection screen", 9). */
export const POST_CLOUD_MEDIA_MAX = 1;
/** Creator category that marks astro creators (spec 3, 6). */
export const ASTRO_CREATOR_CATEGORY = 'astro';
/** Who may sponsor a sign-up; also the query parameter names a referral is read from (spec 3, 6). */
export const REFERRAL_USER_TYPES = ['creator', 'ambassador'] as const;

// Money (spec 3, 5, 9)

/** Amounts travel in minor units: divide by this to show them (spec 3, 9). */
export const MINOR_UNITS_PER_MAJOR = 100;
/** Currency of every price unless told otherwise (spec 3, 9). */
export const DEFAULT_CURRENCY = 'EUR';
/** Lowest preset push price, in major units (spec 5). */
export const PRESET_PRICE_MIN = 0;
/** Highest preset push price, in major units (spec 5, 9). */
export const PRESET_PRICE_MAX = 1000;
/** Lowest custom push price, in major units (spec 5, 9). */
export const CUSTOM_PRICE_MIN = 5;
/** Highest custom push price, in major units (spec 5, 9). */
export const CUSTOM_PRICE_MAX = 1000;
/** Shortest push discount, in seconds (3 hours; spec 5, 9). */
export const DISCOUNT_MIN_DURATION_SECONDS = 10_800;

// Cloud and collections (spec 7, 9)

/** Medias per page of a collection (`perPage`; spec 7, 9). */
export const COLLECTION_PAGE_SIZE = 20;
/** Attempts at loading the cloud library before giving up (spec 9). */
export const CLOUD_LIBRARY_MAX_ATTEMPTS = 3;

// Password (spec 4, 5, 9)

/** Shortest accepted password (spec 5, 9). */
export const PASSWORD_MIN_LENGTH = 12;
/** Longest accepted password (spec 5, 9). */
export const PASSWORD_MAX_LENGTH = 32;
/** The further length check of spec 5: a password of at least this many characters. */
export const PASSWORD_EXTRA_LENGTH = 13;
/** Lengths at which a password with every character class is rated medium (spec 4, 9). */
export const PASSWORD_STRENGTH_WINDOW = { min: 8, max: 12 } as const;
/** Exactly the characters that count as special in a password (spec 5). */
export const PASSWORD_SPECIAL_CHARACTERS = "#!,/&'(§ç*)$%:.;@<>+";

// Interface (spec 2, 9)

/** Default number of tags the tag-input combobox takes (spec 2, 9). */
export const TAG_MAX = 3;
/** Default number of boxes of the code entry (spec 2, 9). */
export const CODE_LENGTH = 6;
/** Default number of files the upload zone takes (spec 2, 9). */
export const UPLOAD_MAX_FILES = 3;
/** Number of files the profile-picture upload takes (spec 2, 9). */
export const PROFILE_PICTURE_MAX_FILES = 1;
/** Size of one upload chunk: 64 KB (spec 9). */
export const UPLOAD_CHUNK_BYTES = 65_536;
/** Items a select menu or multi-select shows before scrolling (spec 2, 9). */
export const SELECT_VISIBLE_ITEMS = 5;
/** How far ahead the calendar lets a creator pick a date, in months (spec 5, 9). */
export const CALENDAR_MAX_MONTHS_AHEAD = 3;
/** Calendar systems the date picker supports (spec 9). */
export const CALENDAR_SYSTEMS = [
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
] as const;
/** Circular progress colour bands: band 0 below 66, band 1 below 95, band 2 up to 100 (spec 2, 9). */
export const PROGRESS_BANDS = [66, 95] as const;
/** How long a toast stays (spec 2, 9). */
export const TOAST_DURATION_MS = 3000;
/** Default debounce delay (spec 9). */
export const DEBOUNCE_MS = 500;
/** Combobox: typed keys are forgotten after this pause (spec 9). */
export const COMBOBOX_TYPING_RESET_MS = 500;
/** Combobox: the accessible status message clears after this delay (spec 9). */
export const COMBOBOX_STATUS_CLEAR_MS = 500;
/** An infinite-scroll list loads more within this distance of the page bottom (spec 2, 9). */
export const INFINITE_SCROLL_THRESHOLD_PX = 50;

// Identity and third parties (spec 4, 9)

/** Share of errors whose traces are sent to error reporting (spec 9). */
export const ERROR_TRACE_SAMPLE_RATE = 0.2;
/** Version of the session-recording script (spec 9). */
export const HOTJAR_VERSION = 6;
/** Sign-up in link mode polls for confirmation this often (spec 4, 9). */
export const SIGNUP_POLL_INTERVAL_MS = 5000;
/** ...and gives up after this long: 3 minutes (spec 4, 9). */
export const SIGNUP_POLL_MAX_MS = 180_000;
/** Token revocation retries back off up to this delay: 5 minutes (spec 7, 9). */
export const TOKEN_REVOCATION_BACKOFF_MAX_MS = 300_000;
/** Guest credentials are refreshed after about 50 minutes (spec 9). */
export const GUEST_CREDENTIALS_REFRESH_MS = 50 * 60 * 1000;
/** Longest user pool id, shaped `region_id` (spec 5, 9). */
export const USER_POOL_ID_MAX_LENGTH = 55;
/** Length of the hosted-login state stored and compared on return (spec 4, 9). */
export const OAUTH_STATE_LENGTH = 32;
/** Length of the PKCE code verifier, S256 challenge (spec 4, 9). */
export const PKCE_VERIFIER_LENGTH = 128;

/**
 * Bounds the API holds request fields to. Spec 5 shows no product bound for these fields; these keep stored data
 * sane and a request small (strings and arrays have maxima). Captions keep their spec rule (1500).
 */
export const NAME_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 1500;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const URL_MAX_LENGTH = 2048;
/** Audience segments one push may target. */
export const PUSH_TARGETS_MAX = 20;
/** Medias one push may carry, and playlists one post or push may join. */
export const PUBLICATION_MEDIAS_MAX = 50;
export const PUBLICATION_PLAYLISTS_MAX = 50;
/** Medias one playlist may start with. */
export const PLAYLIST_MEDIAS_MAX = 1000;
/** Posts one playlist may be put in order with at once (`PUT /playlists/{id}/posts`). */
export const PLAYLIST_POSTS_MAX = 1000;
