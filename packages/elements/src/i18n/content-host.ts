import type { Language } from './languages';

/** One namespace: key -> text (DESIGN i18n). */
export type Translations = Readonly<Record<string, string>>;

/** Where the content host publishes a language's translations (spec 7 "Translations"). */
export function translationsUrl(contentUrl: string, language: Language): string {
  return `${contentUrl.replace(/\/+$/, '')}/locales/${language}/translations.json`;
}
