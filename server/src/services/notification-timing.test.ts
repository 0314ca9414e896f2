import { describe, expect, it } from 'vitest';
import { localDay, mailDueAt } from './notification-timing';

const paris = (quiet: { start: number; end: number } | null, digest = false) => ({
  timeZone: 'Europe/Paris',
  quiet,
  digest,
});

describe('when a notification mail leaves (notifications "quiet hours in the creator\'s zone, a daily digest")', () => {
  it('outside quiet hours a mail leaves at once', () => {
    const at = new Date('2026-06-15T10:00:00Z');
    expect(mailDueAt(at, paris({ start: 22 * 60, end: 7 * 60 }))).toEqual(at);
  });

  it('inside quiet hours spanning midnight it waits for their end, on the creator’s clock', () => {
    // 23:30 in Paris (UTC+2) waits for 07:00 Paris the next morning.
    const due = mailDueAt(new Date('2026-06-15T21:30:00Z'), paris({ start: 22 * 60, end: 7 * 60 }));
    expect(due.toISOString()).toBe('2026-06-16T05:00:00.000Z');
    // 03:00 Paris waits for 07:00 the same morning.
    const early = mailDueAt(new Date('2026-06-16T01:00:00Z'), paris({ start: 22 * 60, end: 7 * 60 }));
    expect(early.toISOString()).toBe('2026-06-16T05:00:00.000Z');
  });

  it('a digest leaves at the next 08:00 in the creator’s zone', () => {
    const due = mailDueAt(new Date('2026-06-15T10:00:00Z'), paris(null, true));
    expect(due.toISOString()).toBe('2026-06-16T06:00:00.000Z');
  });

  it('the creator’s day is their zone’s, not UTC’s', () => {
    expect(localDay(new Date('2026-06-15T23:30:00Z'), 'Europe/Paris')).toBe('2026-06-16');
    expect(localDay(new Date('2026-06-15T23:30:00Z'), 'America/New_York')).toBe('2026-06-15');
  });
});
