import { DEFAULT_LANGUAGE } from '@mym/sdk';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FRENCH_TRANSLATIONS } from './bundled-fr';
import { type Translations, translationsUrl } from './content-host';
import type { Language } from './languages';

export { detectBrowserLanguage, detectLanguage, type Language, toLanguage } from './languages';

export interface I18nSources {
  /** The language's translations, already loaded (the site's server passes them: no flash, no refetch). */
  translations?: Translations | undefined;
  /** The content host to fetch other languages from (spec 7 "Translations"). */
  contentUrl?: string | undefined;
}

/**
 * One i18next instance per island or element, one namespace, French as default and fallback (DESIGN i18n).
 * Instances are separate so that two elements on a partner page can speak different languages.
 */
export function createI18n(language: Language, sources: I18nSources = {}): i18n {
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: Translations }> = {
    [DEFAULT_LANGUAGE]: { translation: FRENCH_TRANSLATIONS },
  };
  if (sources.translations) resources[language] = { translation: sources.translations };
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (!instance.hasResourceBundle(language, 'translation'))
    void switchLanguage(instance, language, sources.contentUrl);
  return instance;
}

/** Switches an instance to a language, loading its translations first when the instance lacks them. */
export async function switchLanguage(instance: i18n, language: Language, contentUrl?: string): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loadTranslations(language, contentUrl));
  }
  await instance.changeLanguage(language);
}

/**
 * A language's translations from the content host; when it cannot be reached, the copy built into the bundle,
 * and French covers any key still missing (fallback language).
 */
export async function loadTranslations(language: Language, contentUrl?: string): Promise<Translations> {
  if (language === DEFAULT_LANGUAGE) return FRENCH_TRANSLATIONS;
  if (contentUrl) {
    try {
      const response = await fetch(translationsUrl(contentUrl, language));
      if (response.ok) return (await response.json()) as Translations;
    } catch {
      // Offline or blocked by the partner's policy: the built-in copy below keeps the element usable.
    }
  }
  const { ENGLISH_TRANSLATIONS } = await import('./bundled-en');
  return ENGLISH_TRANSLATIONS;
}
