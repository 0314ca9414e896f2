import type { CreatorClient } from '@mym/sdk';
import { queryOptions } from '@tanstack/react-query';

/**
 * The push composer's server data, one `queryOptions` factory per call (DESIGN "State"): read once per screen,
 * never retried or refetched on their own (spec 7).
 */
export const pushQueries = {
  all: ['pushes'] as const,
  list: (client: CreatorClient) =>
    queryOptions({ queryKey: [...pushQueries.all, 'list'], queryFn: () => client.pushes.list() }),
  detail: (client: CreatorClient, id: string) =>
    queryOptions({ queryKey: [...pushQueries.all, 'detail', id], queryFn: () => client.pushes.get(id) }),
  prices: (client: CreatorClient) =>
    queryOptions({ queryKey: [...pushQueries.all, 'prices'], queryFn: () => client.pushes.prices() }),
  discountDurations: (client: CreatorClient) =>
    queryOptions({
      queryKey: [...pushQueries.all, 'discount-durations'],
      queryFn: () => client.pushes.discountDurations(),
    }),
  calendar: (client: CreatorClient) =>
    queryOptions({ queryKey: [...pushQueries.all, 'calendar'], queryFn: () => client.pushes.calendar() }),
  targets: (client: CreatorClient) =>
    queryOptions({
      queryKey: [...pushQueries.all, 'targets'],
      queryFn: () => client.pushes.targets(),
    }),
  recipients: (client: CreatorClient, targets: readonly string[]) =>
    queryOptions({
      // The same audiences in any order are the same question.
      queryKey: [...pushQueries.all, 'recipients', [...targets].sort().join(',')],
      queryFn: () => client.pushes.recipients(targets),
    }),
  restrictions: (client: CreatorClient) =>
    queryOptions({
      queryKey: [...pushQueries.all, 'calendar', 'restrictions'],
      queryFn: () => client.pushes.calendarRestrictions(),
    }),
};
