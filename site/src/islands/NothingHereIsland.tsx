import { CreatorGate, NothingHere } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { goToSignedOut } from '../lib/signed-out';
import { IslandProviders } from './IslandProviders';

/** The app root and unknown routes (spec 2). */
export default function NothingHereIsland({ context }: { context: IslandContext }) {
  return (
    <IslandProviders context={context}>
      <CreatorGate>
        <NothingHere onSignedOut={goToSignedOut} />
      </CreatorGate>
    </IslandProviders>
  );
}
