import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { translationsFor } from './translations';
import { timeZoneName } from './zone-name';

describe('a time zone is named for people, never by its IANA id (spec 4 "Language")', () => {
  it('French says "heure de Paris", English "Paris time", not Europe/Paris', async () => {
    const french = createI18n('fr', { translations: await translationsFor('fr') });
    const english = createI18n('en', { translations: await translationsFor('en') });
    const scheduled = { date: '24 décembre', timeZone: 'Europe/Paris' };
    expect(french.t('post_recap_scheduled', scheduled)).toBe('24 décembre (heure de Paris)');
    expect(english.t('push_schedule_time_zone', { timeZone: 'America/New_York' })).toBe(
      'Date and time in your time zone: New York time',
    );
  });

  it('French elides before a vowel and uses French city names; zones without a city keep their name', () => {
    expect(timeZoneName('Europe/Amsterdam', 'fr')).toBe('heure d’Amsterdam');
    expect(timeZoneName('Europe/London', 'fr')).toBe('heure de Londres');
    expect(timeZoneName('America/Argentina/Buenos_Aires', 'en')).toBe('Buenos Aires time');
    expect(timeZoneName('Etc/GMT-2', 'en')).toBe('GMT+02:00');
    expect(timeZoneName('Not/A_Zone', 'fr')).toBe('Not/A_Zone');
  });

  it('no text shows a zone without naming it', async () => {
    for (const language of ['fr', 'en'] as const) {
      const catalogue = await translationsFor(language);
      const raw = Object.entries(catalogue).filter(([, text]) => /\{\{\s*timeZone\s*\}\}/.test(text));
      expect(raw, language).toEqual([]);
    }
  });
});
