import { createCreatorClient } from '@mym/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { type CreatorProvidersProps, IdentityProviders } from './creator-client';

// Its own module, so that screens and elements built on `IdentityProviders` alone never carry react-query.

/** Server data is read once per screen: no retry and no refetch on mount, focus or reconnect (spec 7). */
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

/** Everything a feature component needs: the SDK client, the query cache and translations. */
export function CreatorProviders({ children, client: givenClient, ...identity }: CreatorProvidersProps) {
  const [client] = useState(
    () =>
      givenClient ??
      createCreatorClient({
        ...identity.config,
        onInvalidSession: (message) => identity.onInvalidSession?.(message),
      }),
  );
  const [queryClient] = useState(createQueryClient);
  return (
    <IdentityProviders {...identity} client={client}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </IdentityProviders>
  );
}
