import { CreatorGate, Notifications } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

/** `/notifications` (spec 2 "Navigation"): what happened to the creator, grouped, live. */
export default function NotificationsIsland({ context }: { context: IslandContext }) {
  return (
    <IslandProviders context={context}>
      <CreatorGate>
        <Notifications />
      </CreatorGate>
    </IslandProviders>
  );
}
