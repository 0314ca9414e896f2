import type { BookingClient } from '@mym/sdk/booking';
import { queryOptions } from '@tanstack/react-query';

/**
 * The widget's server data, one `queryOptions` factory per call (DESIGN "State"): read once per screen, never
 * retried or refetched on their own (spec 7). Each widget has its own cache, so keys need no creator scope.
 */
export const bookingQueries = {
  all: ['booking'] as const,
  consultations: (client: BookingClient, creatorId: string) =>
    queryOptions({
      queryKey: [...bookingQueries.all, 'consultations', creatorId],
      queryFn: () => client.consultations(creatorId),
    }),
  /** Every month page of one consultation's slots, to drop them all when a slot turned out taken. */
  slotsOf: (consultationId: string) => [...bookingQueries.all, 'slots', consultationId] as const,
  slots: (
    client: BookingClient,
    query: { consultationId: string; from: string; to: string; timeZone: string },
  ) =>
    queryOptions({
      queryKey: [...bookingQueries.slotsOf(query.consultationId), query.from, query.to, query.timeZone],
      queryFn: () => client.slots(query),
    }),
};
