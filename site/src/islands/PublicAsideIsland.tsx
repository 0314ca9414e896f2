import { PublicAside } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

/** The side panel of the public screens (spec 2 "Side panel"). */
export default function PublicAsideIsland({ context }: { context: IslandContext }) {
  return (
    <IslandProviders context={context}>
      <PublicAside />
    </IslandProviders>
  );
}
