import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CompactI18n } from './compact-i18next';

function instance(language: string) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'fr',
    interpolation: { escapeValue: false },
    resources: {
      fr: {
        translation: {
          only_french: 'Seulement en français',
          items_zero: 'Aucun élément',
          items_one: '{{count}} élément',
          items_other: '{{count}} éléments',
        },
      },
      en: {
        translation: {
          greeting: 'Hello {{name}}',
          items_one: '{{count}} item',
          items_other: '{{count}} items',
          duration: 'minutes',
          duration_short: 'min',
        },
      },
    },
  });
  return i18n;
}

describe('the compact i18next the product ships (issue 13)', () => {
  it('is what `i18next` resolves to in the builds and tests', () => {
    expect(i18next).toBeInstanceOf(CompactI18n);
  });

  it('interpolates {{values}} and falls back to French, then to the key (spec 4)', () => {
    const i18n = instance('en');
    expect(i18n.t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(i18n.t('only_french')).toBe('Seulement en français');
    expect(i18n.t('missing_key')).toBe('missing_key');
    expect(i18n.t('missing_key', { defaultValue: 'Default' })).toBe('Default');
  });

  it("chooses plurals with the language's rules, _zero first when there is one", () => {
    const english = instance('en');
    expect(english.t('items', { count: 1 })).toBe('1 item');
    expect(english.t('items', { count: 0 })).toBe('0 items');
    expect(english.t('items', { count: 3 })).toBe('3 items');
    const french = instance('fr');
    expect(french.t('items', { count: 0 })).toBe('Aucun élément');
    expect(french.t('items', { count: 1 })).toBe('1 élément');
    expect(french.t('items', { count: 2 })).toBe('2 éléments');
  });

  it('uses a context variant when it exists, and tells listeners of language changes and new catalogues', async () => {
    const i18n = instance('en');
    expect(i18n.t('duration', { context: 'short' })).toBe('min');
    expect(i18n.t('duration', { context: 'long' })).toBe('minutes');
    const heard: string[] = [];
    i18n.on('languageChanged', (language) => heard.push(`language ${language}`));
    i18n.store.on('added', (language) => heard.push(`added ${language}`));
    i18n.addResourceBundle('de', 'translation', { greeting: 'Hallo {{name}}' });
    await i18n.changeLanguage('de');
    expect(i18n.t('greeting', { name: 'Ada' })).toBe('Hallo Ada');
    expect(heard).toEqual(['added de', 'language de']);
  });

  it('escapes interpolated values unless told not to, as i18next does', () => {
    const i18n = i18next.createInstance();
    void i18n.init({ lng: 'en', resources: { en: { translation: { say: 'Say {{what}}' } } } });
    expect(i18n.t('say', { what: '<b>' })).toBe('Say &lt;b&gt;');
  });
});
