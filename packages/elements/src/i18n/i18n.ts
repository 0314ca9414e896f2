import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@mym/sdk';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import fr from './locales/fr.json';

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The language part of a locale (`fr-FR` -> `fr`), or the default when it is not one the product speaks (spec 4). */
export function toLanguage(locale: string | null | undefined): Language {
  const language = (locale ?? '').split(/[-_]/)[0]?.toLowerCase();
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as Language)
    : DEFAULT_LANGUAGE;
}

/**
 * One i18next instance per island or element, one namespace, French as default and fallback (DESIGN i18n).
 * Instances are separate so that two elements on a partner page can speak different languages.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { fr: { translation: fr }, en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
