import { CreatorCalendar, CreatorGate } from '@mym/elements';
import type { CalendarEntry } from '@mym/sdk';
import type { IslandContext } from '../lib/island-context';
import { liveEditPath } from '../lib/live-routes';
import type { PackedFirstData } from '../lib/packed-first-data';
import { postPageHref } from '../lib/post-routes';
import { pushPath } from '../lib/push-routes';
import { appHref, appUrl } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

/** Where each scheduled thing opens: its post, its push in the composer, the live's screen, the bookings. */
function entryHref(entry: CalendarEntry): string {
  switch (entry.kind) {
    case 'post':
      return postPageHref(entry.id);
    case 'push':
      return appUrl(pushPath({ screen: 'setup' }, entry.id));
    case 'live':
      return appUrl(liveEditPath(entry.id));
    case 'booking':
      return appHref('catalogBookings');
  }
}

/** `/calendar`: everything the creator scheduled, by month or week of their zone. */
export default function CalendarIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <CreatorCalendar entryHref={entryHref} />
      </CreatorGate>
    </IslandProviders>
  );
}
