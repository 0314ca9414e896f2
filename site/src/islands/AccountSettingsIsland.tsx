import { AccountSettings, CreatorGate } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { goToSignedOut } from '../lib/signed-out';
import { IslandProviders } from './IslandProviders';

/** `/my-account` (the navigation's settings): the creator's account, each setting saved on its own. */
export default function AccountSettingsIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <AccountSettings onSignedOut={goToSignedOut} />
      </CreatorGate>
    </IslandProviders>
  );
}
