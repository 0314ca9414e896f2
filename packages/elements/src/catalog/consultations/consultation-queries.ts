import type { CreatorClient } from '@mym/sdk';
import { queryOptions } from '@tanstack/react-query';

/**
 * The catalog's consultations, one `queryOptions` factory per call (DESIGN "State"): read once per screen, never
 * retried or refetched on their own (spec 7). Every page of the list is collected by the SDK.
 */
export const consultationQueries = {
  all: ['catalog', 'consultations'] as const,
  list: (client: CreatorClient) =>
    queryOptions({
      queryKey: [...consultationQueries.all, 'list'],
      queryFn: () => client.bookings.consultations.list(),
    }),
  detail: (client: CreatorClient, id: string) =>
    queryOptions({
      queryKey: [...consultationQueries.all, 'detail', id],
      queryFn: () => client.bookings.consultations.get(id),
    }),
};
