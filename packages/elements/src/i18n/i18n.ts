import { DEFAULT_LANGUAGE } from '@mym/sdk';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Translations, translationsUrl } from './content-host';
import type { CatalogueFeature } from './feature-catalogues';
import type { Language } from './languages';
import { addZoneFormat } from './zone-name';

export { detectBrowserLanguage, detectLanguage, type Language, toLanguage } from './languages';
export { hasCatalogue } from './use-has-catalogue';

export interface I18nSources {
  /** The language's translations, already loaded (the site's server passes them: no flash, no refetch). */
  translations?: Translations | undefined;
  /** The content host to fetch other languages from (spec 7 "Translations"). */
  contentUrl?: string | undefined;
  /**
   * The features whose words the instance needs when it falls back to the built-in copy (a partner element
   * without a content host): only their catalogues load. Every feature's when absent.
   */
  features?: readonly CatalogueFeature[] | undefined;
}

/** The built-in catalogues an instance was created for, so a later language switch loads the same ones. */
const featuresOf = new WeakMap<i18n, readonly CatalogueFeature[]>();

/**
 * The instance made for a catalogue handed over, by that catalogue: the islands of one site page are handed the
 * same one (the page's), and share its instance. Starting an instance costs each island 20-40 ms of a phone's
 * main thread as the page becomes usable (i18next's set-up and plural rules), and they speak one language anyway:
 * a language chosen on the page reaches every island.
 */
const handedOver = new WeakMap<Translations, i18n>();

/**
 * One i18next instance per catalogue handed over (a site page's islands) or per element, one namespace, French as
 * default and fallback (DESIGN i18n). Elements' instances are separate so that two elements on a partner page can
 * speak different languages. No catalogue is in the bundle: the site's server hands the page's language over, and
 * anything else (French as the fallback of an English page, a partner element's language) loads when needed.
 */
export function createI18n(language: Language, sources: I18nSources = {}): i18n {
  const given = sources.translations;
  const shared = given ? handedOver.get(given) : undefined;
  // Another language since (a test rendering twice, a switch): this island asks for the one it was given.
  if (shared && shared.language === language) return shared;
  const instance = startI18n(language, sources);
  if (given) handedOver.set(given, instance);
  return instance;
}

function startI18n(language: Language, sources: I18nSources): i18n {
  const instance = i18next.createInstance();
  if (sources.features) featuresOf.set(instance, sources.features);
  const resources: Record<string, { translation: Translations }> = {};
  if (sources.translations) resources[language] = { translation: sources.translations };
  // Translations handed over may predate a newer page: French behind them covers a key they miss. It loads the
  // first time a key is missing, not on every page (a phone would download the whole French catalogue for none).
  const frenchBehind = sources.translations !== undefined && language !== DEFAULT_LANGUAGE;
  let frenchAsked = false;
  const missingKeyHandler = () => {
    if (frenchAsked) return;
    frenchAsked = true;
    // The same language again: every component reading the instance renders once more, now with French behind.
    void addBundle(instance, DEFAULT_LANGUAGE, sources.contentUrl).then(() =>
      instance.changeLanguage(instance.language),
    );
  };
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
    ...(frenchBehind ? { saveMissing: true, missingKeyHandler } : {}),
  });
  // `{{timeZone, zone}}` in a text names the zone for people ("heure de Paris"), never `Europe/Paris`.
  addZoneFormat(instance, language);
  if (!instance.hasResourceBundle(language, 'translation')) {
    void switchLanguage(instance, language, sources.contentUrl);
  }
  return instance;
}

/** The catalogues an instance is loading: islands sharing it switch together, and fetch each language once. */
const loading = new WeakMap<i18n, Map<Language, Promise<void>>>();

function addBundle(instance: i18n, language: Language, contentUrl?: string): Promise<void> {
  if (instance.hasResourceBundle(language, 'translation')) return Promise.resolve();
  const pending = loading.get(instance) ?? new Map<Language, Promise<void>>();
  loading.set(instance, pending);
  const known = pending.get(language);
  if (known) return known;
  const added = (async () => {
    const { translations, builtIn } = await fetchCatalogue(language, contentUrl, featuresOf.get(instance));
    instance.addResourceBundle(language, 'translation', translations);
    // The built-in copies are complete (translations.test.ts), so French behind one would only cost a partner
    // page a second catalogue; one from the content host may lack a key a newer page uses.
    if (language !== DEFAULT_LANGUAGE && !builtIn) void addBundle(instance, DEFAULT_LANGUAGE, contentUrl);
  })().finally(() => pending.delete(language));
  pending.set(language, added);
  return added;
}

/** Switches an instance to a language, loading its translations first when the instance lacks them. */
export async function switchLanguage(instance: i18n, language: Language, contentUrl?: string): Promise<void> {
  await addBundle(instance, language, contentUrl);
  await instance.changeLanguage(language);
}

/**
 * A language's translations from the content host; when it cannot be reached, the copy built into the bundle
 * (`builtIn`), and French covers any key still missing (fallback language).
 */
async function fetchCatalogue(
  language: Language,
  contentUrl: string | undefined,
  features: readonly CatalogueFeature[] | undefined,
): Promise<{ translations: Translations; builtIn: boolean }> {
  if (contentUrl) {
    try {
      const response = await fetch(translationsUrl(contentUrl, language));
      if (response.ok) return { translations: (await response.json()) as Translations, builtIn: false };
    } catch {
      // Offline or blocked by the partner's policy: the built-in copy below keeps the element usable.
    }
  }
  if (features) {
    // The table of feature catalogues loads with them: the site's screens, handed their words, never need it.
    const { featureCatalogue } = await import('./feature-catalogues');
    return { translations: await featureCatalogue(language, features), builtIn: true };
  }
  const translations =
    language === DEFAULT_LANGUAGE
      ? (await import('./bundled-fr')).FRENCH_TRANSLATIONS
      : (await import('./bundled-en')).ENGLISH_TRANSLATIONS;
  return { translations, builtIn: true };
}
