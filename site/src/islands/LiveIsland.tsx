import { CreatorGate, LiveComposer, LiveDeviceCheck, LiveList } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { type LiveRoute, liveEditPath } from '../lib/live-routes';
import type { PackedFirstData } from '../lib/packed-first-data';
import { appHref, appUrl } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

/** The live screens (spec 2 "live configuration"): the composer (new or edited), the list, the device check. */
export default function LiveIsland({
  context,
  route,
  firstData,
}: {
  context: IslandContext;
  route: LiveRoute;
  firstData?: PackedFirstData | undefined;
}) {
  const listHref = appHref('liveList');
  const deviceCheckHref = appHref('liveCheck');
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        {route.screen === 'composer' && (
          <LiveComposer
            liveId={route.liveId}
            listHref={listHref}
            deviceCheckHref={deviceCheckHref}
            onCancel={() => window.location.assign(route.liveId ? listHref : appHref('profile'))}
          />
        )}
        {route.screen === 'list' && (
          <LiveList
            editHref={(live) => appUrl(liveEditPath(live.id))}
            newLiveHref={appHref('createLive')}
            deviceCheckHref={deviceCheckHref}
          />
        )}
        {route.screen === 'check' && <LiveDeviceCheck listHref={listHref} />}
      </CreatorGate>
    </IslandProviders>
  );
}
