import type { CreatorClient } from '@mym/sdk';
import { queryOptions } from '@tanstack/react-query';

/** What comes next on the creator's agenda: a post or push going out, or a consultation starting. */
export interface NextScheduled {
  kind: 'post' | 'push' | 'booking';
  at: string;
  title: string;
}

/** The soonest of what is scheduled, or null when nothing is. */
export function soonest(candidates: readonly NextScheduled[]): NextScheduled | null {
  return candidates.reduce<NextScheduled | null>(
    (best, candidate) => (best === null || Date.parse(candidate.at) < Date.parse(best.at) ? candidate : best),
    null,
  );
}

/**
 * The creator's home at a glance, one call each through the SDK, so that one slow or failing part never holds
 * the others: this month's incomes, unread messages, the next scheduled thing, the last push's sales.
 */
export const glanceQueries = {
  month: (client: CreatorClient) =>
    queryOptions({
      queryKey: ['incomes', 'summary', { period: 'month' }],
      queryFn: () => client.incomes.summary({ period: 'month' }),
    }),
  unread: (client: CreatorClient) =>
    queryOptions({
      queryKey: ['messages', 'inbox', 'glance-unread'],
      queryFn: async () => {
        const page = await client.messages.inbox({ filter: 'unread' });
        return {
          count: page.conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0),
          more: page.cursor !== null,
        };
      },
    }),
  next: (client: CreatorClient) =>
    queryOptions({
      queryKey: ['glance', 'next-scheduled'],
      queryFn: async () => {
        const [posts, pushes, bookings] = await Promise.all([
          client.posts.list({ status: 'scheduled' }),
          client.pushes.list({ status: 'scheduled' }),
          client.bookings.upcoming({ limit: 1 }),
        ]);
        return soonest([
          ...posts.flatMap((post) =>
            post.scheduledAt ? [{ kind: 'post' as const, at: post.scheduledAt, title: post.caption }] : [],
          ),
          ...pushes.flatMap((push) =>
            push.scheduledAt ? [{ kind: 'push' as const, at: push.scheduledAt, title: push.caption }] : [],
          ),
          ...bookings.map((booking) => ({
            kind: 'booking' as const,
            at: booking.startsAt,
            title: booking.consultationTitle,
          })),
        ]);
      },
    }),
  lastPush: (client: CreatorClient) =>
    queryOptions({
      queryKey: ['incomes', 'sold-items', 'glance-last-push'],
      queryFn: async () => {
        const page = await client.incomes.soldItems({ kind: 'push', limit: 1 });
        return { push: page.items[0] ?? null, currency: page.currency };
      },
    }),
};
