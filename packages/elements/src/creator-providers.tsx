import { createCreatorClient } from '@mym/sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { type FirstData, seedFirstData } from './common/first-data';
import { createQueryClient } from './common/query-client';
import { type CreatorProvidersProps, IdentityProviders } from './creator-client';

// Its own module, so that screens and elements built on `IdentityProviders` alone never carry react-query.

/** Everything a feature component needs: the SDK client, the query cache and translations. */
export function CreatorProviders({
  children,
  client: givenClient,
  firstData,
  ...identity
}: CreatorProvidersProps & {
  /** The screen's first reads, already answered by the host's server: rendered at once, not asked again. */
  firstData?: FirstData | undefined;
}) {
  const [client] = useState(
    () =>
      givenClient ??
      createCreatorClient({
        ...identity.config,
        onInvalidSession: (message) => identity.onInvalidSession?.(message),
      }),
  );
  const [queryClient] = useState(() => {
    const created = createQueryClient();
    seedFirstData(created, firstData);
    return created;
  });
  return (
    <IdentityProviders {...identity} client={client}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </IdentityProviders>
  );
}
