import type { CreatorClient, NotificationCategory } from '@mym/sdk';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

/**
 * The notifications' server data, one `queryOptions` factory per call (DESIGN "State"). Every key starts with
 * `notifications`, so an event of the stream refreshes every list at once.
 */
export const notificationQueries = {
  all: ['notifications'] as const,
  lists: () => [...notificationQueries.all, 'list'] as const,
  list: (client: CreatorClient, category: NotificationCategory | null) =>
    infiniteQueryOptions({
      queryKey: [...notificationQueries.lists(), category],
      queryFn: ({ pageParam }) =>
        client.notifications.list({
          ...(category ? { category } : {}),
          ...(pageParam ? { offset: pageParam } : {}),
        }),
      initialPageParam: 0,
      getNextPageParam: (page) => page.nextOffset ?? undefined,
    }),
  preferences: (client: CreatorClient) =>
    queryOptions({
      queryKey: [...notificationQueries.all, 'preferences'],
      queryFn: () => client.notifications.preferences(),
    }),
};
