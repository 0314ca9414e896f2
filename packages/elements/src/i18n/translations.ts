import { ENGLISH_TRANSLATIONS } from './bundled-en';
import { FRENCH_TRANSLATIONS } from './bundled-fr';
import type { Language } from './languages';

/** One namespace: key -> text (DESIGN i18n). */
export type Translations = Readonly<Record<string, string>>;

const ALL: Record<Language, Translations> = { fr: FRENCH_TRANSLATIONS, en: ENGLISH_TRANSLATIONS };

/**
 * The merged `translations.json` of a language, as the content host serves it at
 * `/locales/{language}/translations.json` (spec 7). For servers: the site renders with it and publishes it.
 */
export function translationsFor(language: Language): Translations {
  return ALL[language];
}

/** Where the content host publishes a language's translations (spec 7 "Translations"). */
export function translationsUrl(contentUrl: string, language: Language): string {
  return `${contentUrl.replace(/\/+$/, '')}/locales/${language}/translations.json`;
}
