import { CreatorGate, type FirstData, NotificationPreferences } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { IslandProviders } from './IslandProviders';

/** The notification choices, an island of its own on `/my-account`. */
export default function NotificationPreferencesIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: FirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <NotificationPreferences />
      </CreatorGate>
    </IslandProviders>
  );
}
