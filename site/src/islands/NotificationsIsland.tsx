import { CreatorGate, Notifications } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { IslandProviders } from './IslandProviders';

/** `/notifications` (spec 2 "Navigation"): what happened to the creator, grouped, live. */
export default function NotificationsIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <Notifications />
      </CreatorGate>
    </IslandProviders>
  );
}
