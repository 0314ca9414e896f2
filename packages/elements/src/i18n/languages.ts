import { DEFAULT_LANGUAGE, LOCALE_COOKIE, readCookie, SUPPORTED_LANGUAGES } from '@mym/sdk';

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The locale cookie outlives a browsing session, like the access-token cookie (spec 9: 365 days). */
const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function supported(language: string | undefined): language is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language ?? '');
}

/** The language part of one locale tag (`fr-FR` -> `fr`, spec 4 "Language"). */
function languagePart(locale: string): string | undefined {
  return locale.trim().split(/[-_;]/)[0]?.toLowerCase();
}

/**
 * The language to speak for a locale, a list of locales or a whole Accept-Language header (`de-DE,en;q=0.8`):
 * the first one the product speaks, in the order of preference given, else French (spec 4, 9).
 */
export function toLanguage(locales: string | readonly string[] | null | undefined): Language {
  const list = typeof locales === 'string' ? byPreference(locales) : (locales ?? []);
  for (const locale of list) {
    const language = languagePart(locale);
    if (supported(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** Locale tags of an Accept-Language header, highest quality first (a plain tag is a one-item list). */
function byPreference(header: string): string[] {
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

export interface LanguageSources {
  /** The page's cookies (`document.cookie` or a Cookie header). */
  cookies?: string | undefined;
  /** The browser's languages (`navigator.languages`) or an Accept-Language header. */
  browser?: string | readonly string[] | undefined;
}

/** Spec 4 "Language": the locale cookie wins, then the browser; only the language part counts. */
export function detectLanguage({ cookies, browser }: LanguageSources): Language {
  const stored = readCookie(cookies, LOCALE_COOKIE);
  if (stored && supported(languagePart(stored))) return toLanguage(stored);
  return toLanguage(browser);
}

/** The language of the current page for an element that was given none: cookie, then navigator. */
export function detectBrowserLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const browser =
    typeof navigator === 'undefined'
      ? undefined
      : navigator.languages?.length
        ? navigator.languages
        : navigator.language;
  return detectLanguage({ cookies: document.cookie, browser });
}

/** The `Set-Cookie`/`document.cookie` text that remembers a chosen language for every page of the host. */
export function localeCookie(language: Language): string {
  return `${LOCALE_COOKIE}=${language}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
