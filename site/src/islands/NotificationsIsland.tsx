import { CreatorGate, type FirstData, Notifications } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

/** `/notifications` (spec 2 "Navigation"): what happened to the creator, grouped, live. */
export default function NotificationsIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: FirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <Notifications />
      </CreatorGate>
    </IslandProviders>
  );
}
