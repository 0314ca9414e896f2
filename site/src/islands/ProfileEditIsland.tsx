import { CreatorGate, ProfileEditForm } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { IslandProviders } from './IslandProviders';

/** `/profile/edit` (spec 2): saving goes back to the profile. */
export default function ProfileEditIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <ProfileEditForm />
      </CreatorGate>
    </IslandProviders>
  );
}
