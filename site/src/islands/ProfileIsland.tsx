import { ProfileView } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { goToSignedOut } from '../lib/signed-out';
import { IslandProviders } from './IslandProviders';

/** The profile screen; signing out goes to `/login?logout=true` (spec 2). */
export default function ProfileIsland({ context }: { context: IslandContext }) {
  return (
    <IslandProviders context={context}>
      <ProfileView onSignedOut={goToSignedOut} />
    </IslandProviders>
  );
}
