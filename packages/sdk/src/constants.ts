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
