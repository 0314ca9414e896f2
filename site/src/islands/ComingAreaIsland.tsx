import { type ComingArea, ComingAreaFrame, CreatorGate } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

/** A private screen whose feature opens later: behind the creator gate like every private screen. */
export default function ComingAreaIsland({ context, area }: { context: IslandContext; area: ComingArea }) {
  return (
    <IslandProviders context={context}>
      <CreatorGate>
        <ComingAreaFrame area={area} />
      </CreatorGate>
    </IslandProviders>
  );
}
