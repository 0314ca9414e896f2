import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { translationsFor } from './translations';

describe('a time zone is named for people, never by its IANA id (spec 4 "Language")', () => {
  it('French says "heure d’Europe centrale", English "Central European Time", not Europe/Paris', async () => {
    const french = createI18n('fr', { translations: await translationsFor('fr') });
    const english = createI18n('en', { translations: await translationsFor('en') });
    const scheduled = { date: '24 décembre', timeZone: 'Europe/Paris' };
    expect(french.t('post_recap_scheduled', scheduled)).toBe('24 décembre (heure d’Europe centrale)');
    expect(english.t('push_schedule_time_zone', { timeZone: 'America/New_York' })).toBe(
      'Date and time in your time zone: Eastern Time',
    );
  });

  it('no text shows a zone without naming it', async () => {
    for (const language of ['fr', 'en'] as const) {
      const catalogue = await translationsFor(language);
      const raw = Object.entries(catalogue).filter(([, text]) => /\{\{\s*timeZone\s*\}\}/.test(text));
      expect(raw, language).toEqual([]);
    }
  });
});
