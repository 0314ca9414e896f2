import { DEFAULT_LANGUAGE, LOCALE_COOKIE, SUPPORTED_LANGUAGES } from '@mym/sdk/rules';
import type { Language } from '../i18n/languages';

/**
 * The widget's language. `i18n/languages` knows these rules too, but it reads the creator SDK's main entry, which
 * the fans' widget must never load; the rules are short, so they are spelled here over the same constants.
 */

const isLanguage = (value: string | undefined): value is Language =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '');

/** The language part of a locale (`fr-FR` -> `fr`, spec 4), when the product speaks it. */
function languageOf(locale: string | undefined | null): Language | undefined {
  const language = locale?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(language) ? language : undefined;
}

/** Spec 4 "Language": the host's choice, else the locale cookie, else the browser's languages, else French. */
export function fanLanguage(locale: string | undefined): Language {
  const chosen = languageOf(locale);
  if (chosen) return chosen;
  if (typeof document !== 'undefined') {
    const cookie = document.cookie
      .split(';')
      .map((entry) => entry.trim().split('='))
      .find(([name]) => name === LOCALE_COOKIE)?.[1];
    const stored = languageOf(cookie ? decodeURIComponent(cookie) : undefined);
    if (stored) return stored;
  }
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const candidate of browser) {
    const language = languageOf(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Follows the page's `<html lang>`, which the product's language switcher sets along with the cookie, so a
 * widget placed without `locale` changes language with the rest of the page.
 */
export function followPageLanguage(listener: (language: Language) => void): () => void {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => {};
  const root = document.documentElement;
  const observer = new MutationObserver(() => {
    const language = languageOf(root.lang);
    if (language) listener(language);
  });
  observer.observe(root, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}
