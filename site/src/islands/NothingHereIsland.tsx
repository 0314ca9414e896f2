import { CreatorGate, NothingHere } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { goToSignedOut } from '../lib/signed-out';
import { IslandProviders } from './IslandProviders';

/** The app root and unknown routes (spec 2). */
export default function NothingHereIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <NothingHere onSignedOut={goToSignedOut} />
      </CreatorGate>
    </IslandProviders>
  );
}
