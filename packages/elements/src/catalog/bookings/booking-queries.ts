import type { CreatorClient } from '@mym/sdk';
import { queryOptions } from '@tanstack/react-query';

/** How many of the next bookings the list shows: a glance at what is coming, the calendar holds the rest. */
export const UPCOMING_SHOWN = 10;

/**
 * The bookings screen's server data, one `queryOptions` factory per call (DESIGN "State"), read once and never
 * retried on their own (spec 7). Days are days of the creator's zone, named in every key and call so that the
 * markers, the day's list and the times shown always agree.
 */
export const bookingQueries = {
  all: ['catalog', 'bookings'] as const,
  /** The creator's zone: the one their availability is set in, which the API counts days in. */
  zone: (client: CreatorClient) =>
    queryOptions({
      queryKey: [...bookingQueries.all, 'zone'],
      queryFn: async () => (await client.bookings.availability.get()).timeZone,
    }),
  dates: (client: CreatorClient, range: { startDate: string; endDate: string }, timeZone: string) =>
    queryOptions({
      queryKey: [...bookingQueries.all, 'dates', timeZone, range.startDate, range.endDate],
      queryFn: () => client.bookings.dates({ ...range, timeZone }),
    }),
  day: (client: CreatorClient, date: string, timeZone: string) =>
    queryOptions({
      queryKey: [...bookingQueries.all, 'day', timeZone, date],
      queryFn: async () =>
        [...(await client.bookings.search({ date, timeZone }))].sort((a, b) =>
          a.startsAt.localeCompare(b.startsAt),
        ),
    }),
  /** The next bookings, soonest first; a cancellation refreshes them with the rest (`all`). */
  upcoming: (client: CreatorClient, limit: number) =>
    queryOptions({
      queryKey: [...bookingQueries.all, 'upcoming', limit],
      queryFn: () => client.bookings.upcoming({ limit }),
    }),
};
