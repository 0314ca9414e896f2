import type { NotificationGroup } from '@mym/sdk';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { notificationDays } from './notification-days';
import { notificationSentence } from './notification-text';

const group = (extra: Partial<NotificationGroup>): NotificationGroup => ({
  groupKey: 'sale:push:1@2026-06-15T10',
  kind: 'sale',
  category: 'sales',
  mandatory: false,
  count: 12,
  actors: 12,
  unread: 12,
  amount: { value: 8400, currency: 'EUR' },
  data: { fanName: 'Grace', title: 'Sunset' },
  latestId: 'n1',
  latestAt: '2026-06-15T10:40:00.000Z',
  earliestAt: '2026-06-15T10:01:00.000Z',
  day: '2026-06-15',
  ...extra,
});

const options = { timeZone: 'Europe/Paris' };

describe('a group says itself in one sentence (notifications "grouped the way a creator thinks")', () => {
  it('"12 fans bought Sunset · 84 EUR in the last hour", in English and French', () => {
    const english = createI18n('en', { translations: en });
    const french = createI18n('fr', { translations: fr });
    expect(notificationSentence(english.t, group({}), { ...options, language: 'en' })).toBe(
      '12 fans bought “Sunset” · €84.00 in the last hour',
    );
    expect(notificationSentence(french.t, group({}), { ...options, language: 'fr' })).toMatch(
      /^12 fans ont acheté « Sunset » · 84,00\s€ dans l'heure$/,
    );
  });

  it('one fan is named; several messages of one fan are counted', () => {
    const english = createI18n('en', { translations: en });
    expect(
      notificationSentence(english.t, group({ actors: 1, count: 1 }), { ...options, language: 'en' }),
    ).toBe('Grace bought “Sunset” · €84.00');
    const messages = group({ kind: 'message', category: 'messages', count: 3, actors: 1, amount: null });
    expect(notificationSentence(english.t, messages, { ...options, language: 'en' })).toBe(
      'Grace sent 3 messages',
    );
  });
});

describe('groups cut into the creator’s days, order kept (notifications "grouped by day")', () => {
  it('consecutive groups of one day share it', () => {
    const days = notificationDays([
      group({ groupKey: 'a', day: '2026-06-15' }),
      group({ groupKey: 'b', day: '2026-06-15' }),
      group({ groupKey: 'c', day: '2026-06-14' }),
    ]);
    expect(days.map((day) => [day.day, day.groups.map((g) => g.groupKey)])).toEqual([
      ['2026-06-15', ['a', 'b']],
      ['2026-06-14', ['c']],
    ]);
  });
});
