import type { PostRecord } from '@mym/sdk';
import { dateTimeFormat } from '../intl-formats';

/** Where a post stands for its fans (spec 2 "/posts/:id"): waiting for its date, or out. */
export type PostPublication = 'scheduled' | 'published';

/** A post with a date still ahead is scheduled; the publication poller publishes it once that date passes. */
export function postPublication(
  post: Pick<PostRecord, 'scheduledAt'>,
  now: Date = new Date(),
): PostPublication {
  return post.scheduledAt !== null && new Date(post.scheduledAt).getTime() > now.getTime()
    ? 'scheduled'
    : 'published';
}

/** An instant on the creator's wall clock, in their locale, the zone named beside it by the caller. */
export function formatPostDate(instant: string | Date, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );
}
