import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VALIDATION_ERROR_KEYS } from '@mym/sdk/rules';
import { describe, expect, it } from 'vitest';
import { translationsFor as load, type Translations, translationsUrl } from './translations';

const ALL: Record<'fr' | 'en', Translations> = { fr: await load('fr'), en: await load('en') };
const translationsFor = (language: 'fr' | 'en') => ALL[language];

const SOURCE = join(import.meta.dirname, '..');
/** Every feature folder, nested ones included (`catalog/bookings`), that holds `locales/fr.json` + `locales/en.json`. */
const FEATURES = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith(join('locales', 'fr.json')))
  .map((path) => path.slice(0, -join('locales', 'fr.json').length - 1));
const read = (feature: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(SOURCE, feature, 'locales', `${language}.json`), 'utf8'));

describe('translations (spec 4 "Language", DESIGN i18n)', () => {
  it('every French key exists in English and every English key in French', () => {
    const fr = Object.keys(translationsFor('fr')).sort();
    const en = Object.keys(translationsFor('en')).sort();
    expect(en.filter((key) => !fr.includes(key))).toEqual([]);
    expect(fr.filter((key) => !en.includes(key))).toEqual([]);
  });

  it.each(FEATURES)('the %s folder has the same keys in fr.json and en.json, none empty', (feature) => {
    const fr = read(feature, 'fr');
    const en = read(feature, 'en');
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    for (const text of [...Object.values(fr), ...Object.values(en)]) expect(text.trim()).not.toBe('');
  });

  it('every feature folder is merged into the one namespace, and no key is defined by two folders', () => {
    const owners = new Map<string, string>();
    for (const feature of FEATURES) {
      for (const key of Object.keys(read(feature, 'fr'))) {
        expect(owners.get(key), `${key} is in ${owners.get(key)} and ${feature}`).toBeUndefined();
        owners.set(key, feature);
        expect(translationsFor('fr')[key]).toBe(read(feature, 'fr')[key]);
      }
    }
    expect(owners.size).toBe(Object.keys(translationsFor('fr')).length);
  });

  it('every spec 5 error key plus calendar, time and modal_close_button is translated in both languages', () => {
    const keys = [...VALIDATION_ERROR_KEYS, 'calendar', 'time', 'modal_close_button'];
    for (const language of ['fr', 'en'] as const) {
      const missing = keys.filter((key) => !translationsFor(language)[key]);
      expect(missing, language).toEqual([]);
    }
  });

  it('translations are fetched at /locales/{language}/translations.json on the content host (spec 7)', () => {
    expect(translationsUrl('https://cdn.example/', 'en')).toBe(
      'https://cdn.example/locales/en/translations.json',
    );
  });
});
