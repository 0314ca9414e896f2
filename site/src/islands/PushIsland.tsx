import { CreatorGate, PushComposer } from '@mym/elements';
import { useEffect, useState } from 'react';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { type PushRoute, parsePushPath, pushPath } from '../lib/push-routes';
import { appHref, appRoute, appUrl } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

type ComposerRoute = Extract<PushRoute, { screen: 'composer' }>;

/**
 * The push composer's screens (spec 2 "/push/*") as one island, so the form lives across them: each screen change
 * moves the URL (pushState, or replaceState when adding medias: spec 2), and Back and Forward move the screens.
 * The list is an island of its own (`PushListIsland`).
 */
export default function PushIsland({
  context,
  route: first,
  firstData,
}: {
  context: IslandContext;
  route: ComposerRoute;
  firstData?: PackedFirstData | undefined;
}) {
  const [route, setRoute] = useState(first);
  useEffect(() => {
    const follow = () => {
      const next = parsePushPath(`${appRoute(window.location.pathname) ?? ''}${window.location.search}`);
      if (next?.screen === 'composer') setRoute(next);
      // The composer never moves to the list in place; a history entry that shows it is loaded as a page.
      else if (next) window.location.reload();
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <PushComposer
          pushId={route.pushId}
          step={route.step}
          onStepChange={(step, { replace }) => {
            const url = appUrl(pushPath(step, route.pushId));
            if (replace) window.history.replaceState(null, '', url);
            else window.history.pushState(null, '', url);
            setRoute({ ...route, step });
          }}
          stepHref={(step) => appUrl(pushPath(step, route.pushId))}
          onCancel={() => window.location.assign(appHref(route.pushId ? 'pushList' : 'profile'))}
          listHref={appHref('pushList')}
          newPushHref={appHref('createPush')}
        />
      </CreatorGate>
    </IslandProviders>
  );
}
