import { CreatorGate, ProfileEditForm } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

/** `/profile/edit` (spec 2): saving goes back to the profile. */
export default function ProfileEditIsland({ context }: { context: IslandContext }) {
  return (
    <IslandProviders context={context}>
      <CreatorGate>
        <ProfileEditForm />
      </CreatorGate>
    </IslandProviders>
  );
}
