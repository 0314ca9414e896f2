import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, hasCatalogue, switchLanguage } from './i18n';
import { translationsFor } from './translations';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('i18n instances (DESIGN i18n)', () => {
  it('given the language translations, renders them at once without a request (site SSR props)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const i18n = createI18n('en', { translations: await translationsFor('en') });
    expect(i18n.t('profile_title')).toBe('My profile');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('French is the default and the fallback for a key another language lacks (spec 4)', async () => {
    const i18n = createI18n('en', { translations: { only_in_english: 'Hello' } });
    expect(i18n.t('only_in_english')).toBe('Hello');
    // The fallback catalogue is not in the bundle: it arrives on its own, and then covers the missing key.
    await vi.waitFor(() => expect(i18n.t('profile_title')).toBe('Mon profil'));
    const french = createI18n('fr');
    expect(hasCatalogue(french)).toBe(false);
    await vi.waitFor(() => expect(french.t('profile_title')).toBe('Mon profil'));
    expect(hasCatalogue(french)).toBe(true);
  });

  it('a page handed its words in English asks for the French fallback only once a key is missing (spec 4, 7)', async () => {
    const fetch = vi.fn(async () => Response.json({ only_in_french: 'Seulement en français' }));
    vi.stubGlobal('fetch', fetch);
    const i18n = createI18n('en', {
      translations: { profile_title: 'My profile' },
      contentUrl: 'https://cdn.example',
    });
    expect(i18n.t('profile_title')).toBe('My profile');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
    i18n.t('only_in_french');
    await vi.waitFor(() => expect(i18n.t('only_in_french')).toBe('Seulement en français'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('https://cdn.example/locales/fr/translations.json');
  });

  it('another language is fetched from the content host at /locales/{language}/translations.json (spec 7)', async () => {
    const fetch = vi.fn(async () => Response.json({ profile_title: 'My profile (from the CDN)' }));
    vi.stubGlobal('fetch', fetch);
    const i18n = createI18n('fr');
    await switchLanguage(i18n, 'en', 'https://cdn.example');
    expect(fetch).toHaveBeenCalledWith('https://cdn.example/locales/en/translations.json');
    expect(i18n.language).toBe('en');
    expect(i18n.t('profile_title')).toBe('My profile (from the CDN)');
  });

  it('when the content host cannot be reached, the built-in copy of the language is used', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const i18n = createI18n('fr');
    await switchLanguage(i18n, 'en', 'https://cdn.example');
    expect(i18n.t('profile_title')).toBe('My profile');
  });

  it('a partner element in English with no content host downloads the built-in English only, complete', async () => {
    const i18n = createI18n('en');
    await vi.waitFor(() => expect(hasCatalogue(i18n)).toBe(true));
    expect(i18n.t('profile_title')).toBe('My profile');
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false);
  });

  it("a site page's islands, handed the page's one catalogue, share one instance (spec 7 translations)", () => {
    const pageWords = { profile_title: 'Mon profil' };
    const shell = createI18n('fr', { translations: pageWords });
    expect(createI18n('fr', { translations: pageWords })).toBe(shell);
    // Another page's words, or no words handed over (a partner element): an instance of its own.
    expect(createI18n('fr', { translations: { profile_title: 'Mon profil' } })).not.toBe(shell);
    expect(createI18n('fr')).not.toBe(shell);
  });

  it('islands sharing an instance that all hear a language chosen load its catalogue once (spec 7)', async () => {
    const fetch = vi.fn(async () => Response.json({ profile_title: 'My profile' }));
    vi.stubGlobal('fetch', fetch);
    const pageWords = { profile_title: 'Mon profil' };
    const shell = createI18n('fr', { translations: pageWords, contentUrl: 'https://cdn.example' });
    const screen = createI18n('fr', { translations: pageWords, contentUrl: 'https://cdn.example' });
    await Promise.all([
      switchLanguage(shell, 'en', 'https://cdn.example'),
      switchLanguage(screen, 'en', 'https://cdn.example'),
    ]);
    expect(shell.t('profile_title')).toBe('My profile');
    expect(fetch).toHaveBeenCalledTimes(1);
    // An island created afterwards for French, the language it was handed, speaks French.
    expect(createI18n('fr', { translations: pageWords }).t('profile_title')).toBe('Mon profil');
  });
});
