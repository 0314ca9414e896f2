import type { CreatorClient } from '@mym/sdk';
import { queryOptions } from '@tanstack/react-query';

/** The calendar's server data, one `queryOptions` factory per call (DESIGN "State"). */
export const calendarQueries = {
  all: ['calendar'] as const,
  /** Everything scheduled on the days `from` to `to` of the creator's zone: one call per page shown. */
  range: (client: CreatorClient, from: string, to: string) =>
    queryOptions({
      queryKey: [...calendarQueries.all, 'range', from, to],
      queryFn: () => client.calendar.range({ from, to }),
    }),
};
