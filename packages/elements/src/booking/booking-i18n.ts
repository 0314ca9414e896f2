import { DEFAULT_LANGUAGE } from '@mym/sdk/rules';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../i18n/languages';
import { addZoneFormat } from '../i18n/zone-name';

type Catalogue = Record<string, string>;

/**
 * The widget's own catalogue, built in: a fan's page has no content host to ask and the widget must stay light,
 * so it carries its few keys rather than the back office's whole catalogue, and a page loads
 * only the language it speaks. The two shared keys it shows (the spec 5 field error and "retry") come from the
 * shared files, not copies.
 */
const CATALOGUES: Record<Language, () => Promise<Catalogue>> = {
  fr: async () => {
    const [own, shared] = await Promise.all([import('./locales/fr.json'), import('../i18n/locales/fr.json')]);
    return { ...own.default, ...sharedKeys(shared.default) };
  },
  en: async () => {
    const [own, shared] = await Promise.all([import('./locales/en.json'), import('../i18n/locales/en.json')]);
    return { ...own.default, ...sharedKeys(shared.default) };
  },
};

function sharedKeys(shared: Catalogue): Catalogue {
  return {
    mandatory_field_is_empty_error: shared.mandatory_field_is_empty_error as string,
    retry: shared.retry as string,
  };
}

/**
 * One i18next instance per widget (two widgets on a page may speak different languages), French as fallback.
 * Each catalogue is complete (translations.test.ts), so a page in English never loads the French one.
 */
export function createBookingI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  addZoneFormat(instance, language);
  void speakBookingLanguage(instance, language);
  return instance;
}

/** Loads the language's catalogue when the instance lacks it, then speaks it. */
export async function speakBookingLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await CATALOGUES[language]());
  }
  await instance.changeLanguage(language);
}
