import { CreatorGate, NotificationPreferences } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { IslandProviders } from './IslandProviders';

/** The notification choices, an island of its own on `/my-account`. */
export default function NotificationPreferencesIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <NotificationPreferences />
      </CreatorGate>
    </IslandProviders>
  );
}
