import type { CalendarEntry, CalendarQuery, CreatorCalendar } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { listBookingsBetween } from '../db/bookings';
import { listPostsBetween } from '../db/posts';
import { listRestrictedDaysBetween } from '../db/push-reference';
import { listPushesBetween } from '../db/pushes';
import type { Database } from '../db/schema';

/** A caption as a calendar title: its first line, short enough for a day cell (the entry opens the whole). */
const TITLE_MAX_LENGTH = 80;

export function entryTitle(text: string): string {
  const line = text.split('\n', 1)[0]?.trim() ?? '';
  return line.length > TITLE_MAX_LENGTH ? `${line.slice(0, TITLE_MAX_LENGTH - 1)}…` : line;
}

/**
 * Everything the creator scheduled on the days `from` to `to` of their zone, earliest first: posts and pushes by
 * their date, bookings by their start, and the restricted days. Only what is still to go out moves: a post not
 * published, a push still `scheduled`, each later than now (the move then passes the composers' rules).
 */
export async function readCalendar(
  db: Kysely<Database>,
  creator: { id: string; timeZone: string },
  range: CalendarQuery,
  now: Date,
): Promise<CreatorCalendar> {
  const days = { ...range, timeZone: creator.timeZone };
  const [posts, pushes, bookings, restrictedDays] = await Promise.all([
    listPostsBetween(db, creator.id, days),
    listPushesBetween(db, creator.id, days),
    listBookingsBetween(db, creator.id, days),
    listRestrictedDaysBetween(db, range),
  ]);
  const entries: CalendarEntry[] = [
    ...posts.flatMap((post) =>
      post.scheduled_at
        ? [
            {
              kind: 'post' as const,
              id: post.id,
              title: entryTitle(post.caption),
              startsAt: post.scheduled_at.toISOString(),
              endsAt: null,
              movable: post.published_at === null && post.scheduled_at > now,
              version: null,
            },
          ]
        : [],
    ),
    ...pushes.flatMap((push) =>
      push.scheduled_at
        ? [
            {
              kind: 'push' as const,
              id: push.id,
              title: entryTitle(push.caption),
              startsAt: push.scheduled_at.toISOString(),
              endsAt: null,
              movable: push.state === 'scheduled' && push.scheduled_at > now,
              version: push.version,
            },
          ]
        : [],
    ),
    ...bookings.map((booking) => ({
      kind: 'booking' as const,
      id: booking.id,
      title: entryTitle(booking.title),
      startsAt: booking.starts_at.toISOString(),
      endsAt: booking.ends_at.toISOString(),
      movable: false,
      version: null,
    })),
  ];
  entries.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.kind.localeCompare(b.kind));
  return { timeZone: creator.timeZone, entries, restrictedDays };
}
