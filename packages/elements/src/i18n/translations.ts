import type { Translations } from './content-host';
import type { Language } from './languages';

export { type Translations, translationsUrl } from './content-host';

/**
 * The merged `translations.json` of a language, as the content host serves it at
 * `/locales/{language}/translations.json` (spec 7): the site renders with it and publishes it. Every language is
 * imported on demand, so no browser bundle carries a catalogue unless it asks.
 */
export async function translationsFor(language: Language): Promise<Translations> {
  if (language === 'en') return (await import('./bundled-en')).ENGLISH_TRANSLATIONS;
  return (await import('./bundled-fr')).FRENCH_TRANSLATIONS;
}
