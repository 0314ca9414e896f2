import { CreatorProviders, type FirstData } from '@mym/elements';
import type { ReactNode } from 'react';
import type { IslandContext } from '../lib/island-context';
import { islandProviderProps } from '../lib/island-provider-props';

/**
 * The providers of one island, built from the context the server passed in, with the island's first data when the
 * server read it (first-data.ts).
 */
export function IslandProviders({
  context,
  firstData,
  children,
}: {
  context: IslandContext;
  firstData?: FirstData | undefined;
  children: ReactNode;
}) {
  return (
    <CreatorProviders {...islandProviderProps(context)} firstData={firstData}>
      {children}
    </CreatorProviders>
  );
}
