import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { translationsFor } from './translations';

const fr = await translationsFor('fr');
const en = await translationsFor('en');

describe('counted words go through the plural rules of the language (spec 4 "Language")', () => {
  it('no text hedges a plural with "(s)", "(es)" or "(x)"', () => {
    for (const [language, catalogue] of [
      ['fr', fr],
      ['en', en],
    ] as const) {
      const hedged = Object.entries(catalogue).filter(([, text]) => /\w\((s|es|x)\)/.test(text));
      expect(hedged, language).toEqual([]);
    }
  });

  it('every singular form has its plural form in both languages', () => {
    for (const catalogue of [fr, en]) {
      const singulars = Object.keys(catalogue).filter((key) => key.endsWith('_one'));
      const missing = singulars.filter((key) => !(`${key.slice(0, -4)}_other` in catalogue));
      expect(missing).toEqual([]);
    }
  });

  it('one is singular and several plural: "1 média", "3 médias", "1 recipient", "0 jour"', () => {
    const french = createI18n('fr', { translations: fr });
    const english = createI18n('en', { translations: en });
    expect(french.t('push_list_medias', { count: 1 })).toBe('1 média');
    expect(french.t('push_list_medias', { count: 3 })).toBe('3 médias');
    // French counts 0 as singular, English as plural.
    expect(french.t('push_discount_days', { count: 0 })).toBe('0 jour');
    expect(english.t('push_discount_days', { count: 0 })).toBe('0 days');
    expect(english.t('push_list_recipients', { count: 1 })).toBe('1 recipient');
    expect(english.t('push_list_recipients', { count: 2 })).toBe('2 recipients');
    expect(english.t('cloud_delete_medias_question', { count: 1 })).toBe('What happens to its media?');
    expect(french.t('push_targets_total', { count: 1 })).toBe('1 destinataire au total');
    expect(english.t('push_targets_total', { count: 1234 })).toBe('1,234 recipients in total');
  });
});
