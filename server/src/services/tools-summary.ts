import type { ToolsSummary } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { findNextBooking } from '../db/bookings';
import { ownedCount } from '../db/creator-counts';
import { listLives } from '../db/lives';
import { scheduledPostsSummary } from '../db/posts';
import { scheduledPushesSummary } from '../db/pushes';
import type { Database } from '../db/schema';
import { entryTitle } from './calendar';

type Next = { title: string; startsAt: string } | null;

const nextOf = (row: { title: string; at: Date | null } | undefined): Next =>
  row?.at ? { title: entryTitle(row.title), startsAt: row.at.toISOString() } : null;

/** Lives counted on the tools page: a page of them (a creator plans far fewer ahead). */
const LIVES_COUNTED = 100;

/** What each tool holds, for the tools page: counts and the next scheduled thing of each. */
export async function readToolsSummary(
  db: Kysely<Database>,
  creatorId: string,
  now: Date,
): Promise<ToolsSummary> {
  const [medias, collections, playlists, consultations, booking, posts, pushes, lives] = await Promise.all([
    ownedCount(db, 'medias', creatorId),
    ownedCount(db, 'collections', creatorId),
    ownedCount(db, 'playlists', creatorId),
    ownedCount(db, 'consultations', creatorId),
    findNextBooking(db, creatorId, now),
    scheduledPostsSummary(db, creatorId, now),
    scheduledPushesSummary(db, creatorId),
    listLives(db, creatorId, 'upcoming', now, { limit: LIVES_COUNTED, offset: 0 }),
  ]);
  const catalogNext = nextOf(booking && { title: booking.title, at: booking.starts_at });
  const postNext = nextOf(posts.next && { title: posts.next.caption, at: posts.next.scheduled_at });
  const pushNext = nextOf(pushes.next && { title: pushes.next.caption, at: pushes.next.scheduled_at });
  const nextLive = lives.find((live) => live.row.starts_at > now)?.row;
  const liveNext = nextOf(nextLive && { title: nextLive.title, at: nextLive.starts_at });
  const candidates = [
    { kind: 'live' as const, next: liveNext },
    { kind: 'booking' as const, next: catalogNext },
    { kind: 'post' as const, next: postNext },
    { kind: 'push' as const, next: pushNext },
  ].flatMap(({ kind, next }) => (next ? [{ kind, ...next }] : []));
  candidates.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return {
    cloud: { medias, collections },
    playlists: { playlists },
    catalog: { consultations, next: catalogNext },
    posts: { scheduled: posts.count, next: postNext },
    pushes: { scheduled: pushes.count, next: pushNext },
    lives: { upcoming: Math.min(lives.length, LIVES_COUNTED), next: liveNext },
    calendar: { next: candidates[0] ?? null },
  };
}
