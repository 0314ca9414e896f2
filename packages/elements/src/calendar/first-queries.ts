import type { Creator } from '@mym/sdk';
import { todayIn } from '../common/calendar/calendar-days';
import { CREATOR_QUERY_KEY, creatorQuery } from '../common/creator/use-creator';
import type { FirstData, FirstQueries } from '../common/first-data';
import { pageDays } from './calendar-pages';
import { calendarQueries } from './calendar-queries';

/** The calendar, first: the creator (the gate, and the zone whose days the grid shows). */
export const calendarFirstQueries: FirstQueries = (client) => [creatorQuery(client)];

/**
 * The calendar, then: the entries of the month it opens on, once the creator is read: today's month of their zone,
 * in weeks starting on the first weekday of the page's language, the very days the screen asks for in the browser.
 * Nothing when the creator is not in the first data or has no zone (the screen then reads its days itself).
 */
export const calendarMonthFirstQueries =
  (firstData: FirstData | undefined, language: string): FirstQueries =>
  (client) => {
    const creator = firstData?.find(
      (answer) => JSON.stringify(answer.queryKey) === JSON.stringify(CREATOR_QUERY_KEY),
    )?.data as Creator | undefined;
    if (!creator?.timeZone) return [];
    const days = pageDays('month', todayIn(creator.timeZone), language);
    return [calendarQueries.range(client, days[0] as string, days[days.length - 1] as string)];
  };
