import type { Message } from '@mym/sdk';
import { describe, expect, it } from 'vitest';
import { mediasSentToFan, threadDays } from './thread-days';

const message = (id: string, sentAt: string, extra: Partial<Message> = {}): Message => ({
  id,
  conversationId: 'c',
  sender: 'fan',
  kind: 'text',
  text: id,
  offer: null,
  pushId: null,
  sentAt,
  readAt: null,
  ...extra,
});

describe('thread days', () => {
  it("cuts the thread into the creator's days, oldest first (messages: day separators in the creator's zone)", () => {
    // 23:30 UTC on the 1st is 00:30 on the 2nd in Paris: the same day as the next message there.
    const pages = [
      { messages: [message('c', '2026-03-02T09:00:00Z'), message('b', '2026-03-01T23:30:00Z')] },
      { messages: [message('a', '2026-03-01T10:00:00Z')] },
    ];
    const days = threadDays(pages, 'Europe/Paris');
    expect(days.map((day) => [day.day, day.messages.map((m) => m.id)])).toEqual([
      ['2026-03-01', ['a']],
      ['2026-03-02', ['b', 'c']],
    ]);
    expect(threadDays(pages, 'UTC').map((day) => day.messages.length)).toEqual([2, 1]);
  });

  it('knows which medias this fan already received, and which they bought (messages: the picker warns)', () => {
    const offer = (ids: string[], bought: boolean) => ({
      price: { value: 900, currency: 'EUR' },
      teaser: null,
      medias: ids.map((id) => ({ id, type: 'image/jpeg', preview: null, url: null })),
      bought,
      boughtAt: null,
    });
    const sent = mediasSentToFan([
      {
        messages: [
          message('x', '2026-03-01T10:00:00Z', {
            sender: 'creator',
            kind: 'media',
            offer: offer(['m1', 'm2'], false),
          }),
          message('y', '2026-03-01T09:00:00Z', {
            sender: 'creator',
            kind: 'media',
            offer: offer(['m2'], true),
          }),
        ],
      },
    ]);
    expect(Object.fromEntries(sent)).toEqual({ m1: false, m2: true });
  });
});
