import { CreatorGate, Incomes } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

/** `/incomes`, the navigation's statistics: what the creator earns, from what, from whom and when it is paid. */
export default function IncomesIsland({ context }: { context: IslandContext }) {
  return (
    <IslandProviders context={context}>
      <CreatorGate>
        <Incomes />
      </CreatorGate>
    </IslandProviders>
  );
}
