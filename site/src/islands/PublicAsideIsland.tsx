import { PublicAside } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { PublicIslandProviders } from './PublicIslandProviders';

/** The side panel of the public screens (spec 2 "Side panel"). */
export default function PublicAsideIsland({ context }: { context: IslandContext }) {
  return (
    <PublicIslandProviders context={context}>
      <PublicAside />
    </PublicIslandProviders>
  );
}
