import { CreatorGate, NotificationPreferences } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

/** The notification choices, an island of its own on `/my-account`. */
export default function NotificationPreferencesIsland({ context }: { context: IslandContext }) {
  return (
    <IslandProviders context={context}>
      <CreatorGate>
        <NotificationPreferences />
      </CreatorGate>
    </IslandProviders>
  );
}
