import { CreatorGate, type FirstData, SoldItems } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

/** `/myms`: what the creator sold (pushes, paid messages, consultations) and how each one sold. */
export default function SoldItemsIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: FirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <SoldItems />
      </CreatorGate>
    </IslandProviders>
  );
}
