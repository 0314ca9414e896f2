import type { CreatorClient } from '@mym/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CREATOR_QUERY_KEY } from '../common/creator/use-creator';
import { calendarMonthFirstQueries } from './first-queries';

const client = {} as CreatorClient;
const creatorIn = (timeZone: string) => [{ queryKey: CREATOR_QUERY_KEY, data: { timeZone }, at: 0 }];

describe("the calendar's month comes with its page: the days the screen itself asks for", () => {
  afterEach(() => vi.useRealTimers());

  it("today's month of the creator's zone, in weeks from the language's first weekday", () => {
    // Still 30 November in Tahiti when it is already 1 December in Paris.
    vi.useFakeTimers({ now: new Date('2026-12-01T08:00:00Z') });
    const [tahiti] = calendarMonthFirstQueries(creatorIn('Pacific/Tahiti'), 'fr')(client);
    expect(tahiti?.queryKey).toEqual(['calendar', 'range', '2026-10-26', '2026-12-06']);
    const [parisFr] = calendarMonthFirstQueries(creatorIn('Europe/Paris'), 'fr')(client);
    expect(parisFr?.queryKey).toEqual(['calendar', 'range', '2026-11-30', '2027-01-03']);
    const [parisEn] = calendarMonthFirstQueries(creatorIn('Europe/Paris'), 'en')(client);
    expect(parisEn?.queryKey).toEqual(['calendar', 'range', '2026-11-29', '2027-01-02']);
  });

  it('nothing to read ahead without the creator: the screen reads its days itself', () => {
    expect(calendarMonthFirstQueries(undefined, 'fr')(client)).toEqual([]);
  });
});
