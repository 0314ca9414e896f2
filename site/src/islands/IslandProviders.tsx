import { CreatorProviders } from '@mym/elements';
import { type ReactNode, useMemo } from 'react';
import type { IslandContext } from '../lib/island-context';
import { islandProviderProps } from '../lib/island-provider-props';
import { type PackedFirstData, unpackFirstData } from '../lib/packed-first-data';

/**
 * The providers of one island, built from the context the server passed in, with the island's first data when the
 * server read it (first-data.ts), unpacked from its one JSON text.
 */
export function IslandProviders({
  context,
  firstData,
  children,
}: {
  context: IslandContext;
  firstData?: PackedFirstData | undefined;
  children: ReactNode;
}) {
  const answers = useMemo(() => unpackFirstData(firstData), [firstData]);
  return (
    <CreatorProviders {...islandProviderProps(context)} firstData={answers}>
      {children}
    </CreatorProviders>
  );
}
