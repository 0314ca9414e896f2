import { describe, expect, it } from 'vitest';
import { ENGLISH_TRANSLATIONS } from '../i18n/bundled-en';
import { FRENCH_TRANSLATIONS } from '../i18n/bundled-fr';
import en from './locales/en.json';
import fr from './locales/fr.json';

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('security translations (spec 4: French default, English complete)', () => {
  it('English has exactly the French keys, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    for (const text of [...Object.values(fr), ...Object.values(en)]) expect(text.trim()).not.toBe('');
  });

  it('both languages use the same placeholders', () => {
    for (const [key, text] of Object.entries(fr)) {
      expect(placeholders(en[key as keyof typeof en]), key).toEqual(placeholders(text));
    }
  });

  it('the bundled languages carry every security key', () => {
    for (const key of Object.keys(fr)) {
      expect(FRENCH_TRANSLATIONS[key], key).toBe(fr[key as keyof typeof fr]);
      expect(ENGLISH_TRANSLATIONS[key], key).toBe(en[key as keyof typeof en]);
    }
  });
});
