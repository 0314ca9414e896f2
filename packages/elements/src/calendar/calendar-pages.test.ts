import { describe, expect, it } from 'vitest';
import { entryDay, entryTime, movedInstant, pageDays, shiftPage } from './calendar-pages';

describe("the calendar's pages are whole weeks of the creator's days", () => {
  it('a month page covers whole weeks, starting on Monday in French and Sunday in US English', () => {
    const french = pageDays('month', '2026-03-15', 'fr');
    expect([french[0], french.at(-1), french.length]).toEqual(['2026-02-23', '2026-04-05', 42]);
    const english = pageDays('month', '2026-03-15', 'en-US');
    expect([english[0], english.at(-1)]).toEqual(['2026-03-01', '2026-04-04']);
  });

  it('a week page is the seven days of the week holding the day', () => {
    expect(pageDays('week', '2026-03-29', 'fr')).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(shiftPage('week', '2026-03-29', 1)).toBe('2026-04-05');
    expect(shiftPage('month', '2026-01-31', 1)).toBe('2026-02-01');
  });

  it("an entry sits on its day of the creator's zone, not UTC's: 22:30 UTC on 30 June is 1 July in Paris", () => {
    const entry = { startsAt: '2026-06-30T22:30:00.000Z' };
    expect(entryDay(entry, 'Europe/Paris')).toBe('2026-07-01');
    expect(entryDay(entry, 'America/New_York')).toBe('2026-06-30');
    expect(entryTime(entry, 'Europe/Paris', 'fr')).toBe('00:30');
  });

  it('a move keeps the wall-clock time across a change of daylight saving time (DST-proof)', () => {
    // 20:00 in Paris on Saturday 28 March 2026 (UTC+1), moved to Sunday 29 March (UTC+2): still 20:00 there.
    const entry = { startsAt: '2026-03-28T19:00:00.000Z' };
    expect(movedInstant(entry, '2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-29T18:00:00.000Z');
    // 02:30 does not exist on 29 March in Paris: it moves later, to 03:30, as the composers do.
    const night = { startsAt: '2026-03-27T01:30:00.000Z' };
    expect(movedInstant(night, '2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});
