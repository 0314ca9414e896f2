import { CreatorGate, Incomes } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { IslandProviders } from './IslandProviders';

/** `/incomes`, the navigation's statistics: what the creator earns, from what, from whom and when it is paid. */
export default function IncomesIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <Incomes />
      </CreatorGate>
    </IslandProviders>
  );
}
