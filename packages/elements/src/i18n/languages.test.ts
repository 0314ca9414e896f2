import { afterEach, describe, expect, it } from 'vitest';
import { $chosenLanguage, chooseLanguage } from './language-store';
import { detectLanguage, localeCookie, toLanguage } from './languages';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the way the product writes it.
  document.cookie = 'locale=; Max-Age=0; Path=/';
  $chosenLanguage.set(null);
});

describe('language detection (spec 4 "Language")', () => {
  it('only the language part of a locale is used: fr-FR -> fr, en_GB -> en', () => {
    expect(toLanguage('fr-FR')).toBe('fr');
    expect(toLanguage('en_GB')).toBe('en');
    expect(toLanguage('EN-us')).toBe('en');
  });

  it('a language the product does not speak, or none, falls back to French (spec 1, 9)', () => {
    expect(toLanguage('de-DE')).toBe('fr');
    expect(toLanguage(undefined)).toBe('fr');
    expect(toLanguage('')).toBe('fr');
  });

  it('an Accept-Language header gives its preferred supported language, by quality', () => {
    expect(toLanguage('de-DE,de;q=0.9,en-US;q=0.8,fr;q=0.7')).toBe('en');
    expect(toLanguage('fr;q=0.4, en;q=0.9')).toBe('en');
    expect(toLanguage('en;q=0, fr')).toBe('fr');
  });

  it('the browser languages list gives its first supported language', () => {
    expect(toLanguage(['es-ES', 'en-GB', 'fr'])).toBe('en');
  });

  it('the locale cookie wins over the browser', () => {
    expect(detectLanguage({ cookies: 'a=1; locale=en-US', browser: 'fr-FR' })).toBe('en');
    expect(detectLanguage({ cookies: 'locale=fr', browser: ['en-US'] })).toBe('fr');
  });

  it('without a cookie, or with one naming an unknown language, the browser decides', () => {
    expect(detectLanguage({ cookies: '', browser: ['en-US'] })).toBe('en');
    expect(detectLanguage({ cookies: 'locale=xx', browser: 'en' })).toBe('en');
    expect(detectLanguage({})).toBe('fr');
  });
});

describe('choosing a language (spec 4 "Language")', () => {
  it('stores the choice in the locale cookie, for a year, on every path', () => {
    expect(localeCookie('en')).toBe('locale=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('sets the cookie, <html lang> and tells every listener, on each change', () => {
    const heard: Array<string | null> = [];
    const stop = $chosenLanguage.listen((language) => heard.push(language));
    chooseLanguage('en');
    expect(document.cookie).toContain('locale=en');
    expect(document.documentElement.lang).toBe('en');
    chooseLanguage('fr');
    expect(document.cookie).toContain('locale=fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(heard).toEqual(['en', 'fr']);
    stop();
  });
});
