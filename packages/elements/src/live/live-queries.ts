import type { CreatorClient, LivePeriod } from '@mym/sdk';
import { queryOptions } from '@tanstack/react-query';

/**
 * The lives' server data, one `queryOptions` factory per call (DESIGN "State"). The composer's choices are the
 * push ones (audiences with their counts, prices, closed days): a live is scheduled and priced like a push.
 */
export const liveQueries = {
  all: ['lives'] as const,
  list: (client: CreatorClient, when: LivePeriod) =>
    queryOptions({
      queryKey: [...liveQueries.all, 'list', when],
      queryFn: () => client.lives.list({ when }),
    }),
  detail: (client: CreatorClient, id: string) =>
    queryOptions({ queryKey: [...liveQueries.all, 'detail', id], queryFn: () => client.lives.get(id) }),
  ingest: (client: CreatorClient) =>
    queryOptions({ queryKey: [...liveQueries.all, 'ingest'], queryFn: () => client.lives.ingest() }),
  targets: (client: CreatorClient) =>
    queryOptions({ queryKey: ['pushes', 'targets'], queryFn: () => client.pushes.targets() }),
  prices: (client: CreatorClient) =>
    queryOptions({ queryKey: ['pushes', 'prices'], queryFn: () => client.pushes.prices() }),
  restrictions: (client: CreatorClient) =>
    queryOptions({
      queryKey: ['pushes', 'calendar', 'restrictions'],
      queryFn: () => client.pushes.calendarRestrictions(),
    }),
  calendar: (client: CreatorClient) =>
    queryOptions({ queryKey: ['pushes', 'calendar'], queryFn: () => client.pushes.calendar() }),
};
