import { type Language, type Translations, translationsFor } from '@mym/elements';
import { type CreatorClientConfig, SUPPORTED_LANGUAGES } from '@mym/sdk';
import type { AstroGlobal } from 'astro';
import { browserClientConfig } from './runtime-config';

/** What every island receives from the server: how to reach the API, and its language already loaded. */
export interface IslandContext {
  config: CreatorClientConfig;
  language: Language;
  /** The language's translations, so islands render translated on the server and never refetch them. */
  translations: Translations;
  /** The content host serving `/locales/{language}/translations.json`, used when the creator switches language. */
  contentUrl: string;
}

/**
 * The content host (spec 7 "Translations"): `PUBLIC_CONTENT_URL` in production (the cdn subdomain), else this
 * site, which publishes the same files under `/app/locales/`.
 */
export function contentUrl(requestUrl: URL): string {
  return process.env.PUBLIC_CONTENT_URL ?? `${requestUrl.origin}/app`;
}

/** Every language's translations, loaded once when the server starts. */
const TRANSLATIONS = Object.fromEntries(
  await Promise.all(SUPPORTED_LANGUAGES.map(async (language) => [language, await translationsFor(language)])),
) as Record<Language, Translations>;

export function islandContext(astro: Pick<AstroGlobal, 'locals' | 'url'>): IslandContext {
  const language = astro.locals.language;
  return {
    config: browserClientConfig(),
    language,
    translations: TRANSLATIONS[language],
    contentUrl: contentUrl(astro.url),
  };
}

/** A translated text for the server-rendered parts of a page (its `<title>`); French covers a missing key. */
export function translate(language: Language, key: string): string {
  return TRANSLATIONS[language][key] ?? TRANSLATIONS.fr[key] ?? key;
}
