import { CreatorGate, type FirstData, ProfileEditForm } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

/** `/profile/edit` (spec 2): saving goes back to the profile. */
export default function ProfileEditIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: FirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <ProfileEditForm />
      </CreatorGate>
    </IslandProviders>
  );
}
