import { CreatorGate, SoldItems } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

/** `/myms`: what the creator sold (pushes, paid messages, consultations) and how each one sold. */
export default function SoldItemsIsland({ context }: { context: IslandContext }) {
  return (
    <IslandProviders context={context}>
      <CreatorGate>
        <SoldItems />
      </CreatorGate>
    </IslandProviders>
  );
}
