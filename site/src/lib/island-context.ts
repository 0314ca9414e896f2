import { type Language, type Translations, translationsFor } from '@mym/elements';
import { type CreatorClientConfig, SUPPORTED_LANGUAGES } from '@mym/sdk';
import type { AstroGlobal } from 'astro';
import { keepServerCatalogues } from './page-catalogue';
import { browserClientConfig } from './runtime-config';

/**
 * What every island receives from the server: how to reach the API and its language. The language's words are
 * not in it: the page carries them once for all its islands (page-catalogue.ts).
 */
export interface IslandContext {
  config: CreatorClientConfig;
  language: Language;
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
keepServerCatalogues(TRANSLATIONS);

/** Each language's catalogue as the page's JSON data block: `<` escaped, so no text can close the block. */
const CATALOGUE_BLOCKS = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [
    language,
    JSON.stringify(TRANSLATIONS[language]).replace(/</g, '\\u003c'),
  ]),
) as Record<Language, string>;

/** The text of the page's catalogue block (`<script type="application/json">`) for a language. */
export function catalogueBlock(language: Language): string {
  return CATALOGUE_BLOCKS[language];
}

export function islandContext(astro: Pick<AstroGlobal, 'locals' | 'url'>): IslandContext {
  const language = astro.locals.language;
  return {
    config: browserClientConfig(),
    language,
    contentUrl: contentUrl(astro.url),
  };
}

/** A translated text for the server-rendered parts of a page (its `<title>`); French covers a missing key. */
export function translate(language: Language, key: string): string {
  return TRANSLATIONS[language][key] ?? TRANSLATIONS.fr[key] ?? key;
}
