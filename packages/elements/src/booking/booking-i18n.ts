import { DEFAULT_LANGUAGE } from '@mym/sdk/rules';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../i18n/languages';
import { mandatory_field_is_empty_error as requiredEn, retry as retryEn } from '../i18n/locales/en.json';
import { mandatory_field_is_empty_error as requiredFr, retry as retryFr } from '../i18n/locales/fr.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The widget's own catalogue, both languages, built in: a fan's page has no content host to ask and the widget
 * must stay light (issue 11), so it carries its few keys rather than the back office's whole catalogue. The two
 * shared keys it shows (the spec 5 field error and "retry") come from the shared files, not copies.
 */
const CATALOGUES = {
  fr: { ...fr, mandatory_field_is_empty_error: requiredFr, retry: retryFr },
  en: { ...en, mandatory_field_is_empty_error: requiredEn, retry: retryEn },
} satisfies Record<Language, Record<string, string>>;

/** One i18next instance per widget (two widgets on a page may speak different languages), French as fallback. */
export function createBookingI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {
      fr: { translation: CATALOGUES.fr },
      en: { translation: CATALOGUES.en },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
