import type { CreatorClient } from '@mym/sdk';
import { queryOptions } from '@tanstack/react-query';

/**
 * The catalog's server data, one `queryOptions` factory per call (DESIGN "State"): read once per screen, never
 * retried or refetched on their own (spec 7); a write refreshes what it changed.
 */
export const catalogQueries = {
  all: ['catalog'] as const,
  providersKey: ['catalog', 'calendar-providers'] as const,
  /** `GET /bookings/calendars/providers`: every provider and whether it is Synced (spec 3, 7). */
  providers: (client: CreatorClient) =>
    queryOptions({
      queryKey: catalogQueries.providersKey,
      queryFn: () => client.bookings.providers(),
    }),
  /** `GET /bookings/availability`: weekly hours, zone, overrides and booking rules. */
  availability: (client: CreatorClient) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'availability'],
      queryFn: () => client.bookings.availability.get(),
    }),
};
