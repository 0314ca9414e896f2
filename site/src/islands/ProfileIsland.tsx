import { ProfileView } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { goToSignedOut } from '../lib/signed-out';
import { IslandProviders } from './IslandProviders';

/** The profile screen; signing out goes to `/login?logout=true` (spec 2). */
export default function ProfileIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <ProfileView onSignedOut={goToSignedOut} />
    </IslandProviders>
  );
}
