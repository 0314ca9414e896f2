import { QueryClient } from '@tanstack/react-query';

/**
 * The settings of every query client of the product: server data is read once per screen, with no retry and no
 * refetch on mount, focus or reconnect (spec 7). Its own module, free of the SDK, so that the fans' booking widget
 * uses it without downloading the creator SDK and its identity code.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}
