import type { CalendarEntry, CalendarQuery, CreatorCalendar } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import { listBookingsBetween } from '../db/bookings';
import { listCreatorLivesBetween } from '../db/lives';
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

/** The first instant of a day of a zone (a day of 23 or 25 hours starts where the zone's rules say). */
function dayStartOf(day: string, timeZone: string, plusDays = 0): Date {
  const start = Temporal.PlainDate.from(day).add({ days: plusDays }).toZonedDateTime({ timeZone });
  return new Date(start.epochMilliseconds);
}

/**
 * Everything the creator scheduled on the days `from` to `to` of their zone, earliest first: posts and pushes by
 * their date, lives (not cancelled) and bookings by their start, and the restricted days. Only what is still to go out moves: a post not
 * published, a push still `scheduled`, each later than now (the move then passes the composers' rules).
 */
export async function readCalendar(
  db: Kysely<Database>,
  creator: { id: string; timeZone: string },
  range: CalendarQuery,
  now: Date,
): Promise<CreatorCalendar> {
  const days = { ...range, timeZone: creator.timeZone };
  const [posts, pushes, bookings, lives, restrictedDays] = await Promise.all([
    listPostsBetween(db, creator.id, days),
    listPushesBetween(db, creator.id, days),
    listBookingsBetween(db, creator.id, days),
    listCreatorLivesBetween(
      db,
      creator.id,
      dayStartOf(range.from, creator.timeZone),
      dayStartOf(range.to, creator.timeZone, 1),
    ),
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
    // A live moves from its own screen (its audience is told of the new time), never by dragging.
    ...lives.map((live) => ({
      kind: 'live' as const,
      id: live.id,
      title: entryTitle(live.title),
      startsAt: live.starts_at.toISOString(),
      endsAt: new Date(live.starts_at.getTime() + live.duration_minutes * 60_000).toISOString(),
      movable: false,
      version: live.version,
    })),
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
