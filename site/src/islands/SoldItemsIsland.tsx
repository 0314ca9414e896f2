import { CreatorGate, SoldItems } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { IslandProviders } from './IslandProviders';

/** `/myms`: what the creator sold (pushes, paid messages, consultations) and how each one sold. */
export default function SoldItemsIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <SoldItems />
      </CreatorGate>
    </IslandProviders>
  );
}
