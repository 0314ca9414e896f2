import { CreatorGate, PushComposer, PushList } from '@mym/elements';
import { useEffect, useState } from 'react';
import type { IslandContext } from '../lib/island-context';
import { type PushRoute, parsePushPath, pushPath } from '../lib/push-routes';
import { appHref, appRoute, appUrl } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

/**
 * The push group (spec 2 "/push/*") as one island, so the form lives across its screens: each screen change
 * moves the URL (pushState, or replaceState when adding medias: spec 2), and Back and Forward move the screens.
 */
export default function PushIsland({ context, route: first }: { context: IslandContext; route: PushRoute }) {
  const [route, setRoute] = useState(first);
  useEffect(() => {
    const follow = () => {
      const next = parsePushPath(appRoute(window.location.pathname) ?? '');
      if (next) setRoute(next);
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  return (
    <IslandProviders context={context}>
      <CreatorGate>
        {route.screen === 'list' ? (
          <PushList
            editHref={(push) => appUrl(pushPath({ screen: 'setup' }, push.id))}
            newPushHref={appHref('createPush')}
          />
        ) : (
          <PushComposer
            pushId={route.pushId}
            step={route.step}
            onStepChange={(step, { replace }) => {
              const url = appUrl(pushPath(step, route.pushId));
              if (replace) window.history.replaceState(null, '', url);
              else window.history.pushState(null, '', url);
              setRoute({ ...route, step });
            }}
            onCancel={() => window.location.assign(appHref(route.pushId ? 'pushList' : 'profile'))}
            listHref={appHref('pushList')}
            newPushHref={appHref('createPush')}
          />
        )}
      </CreatorGate>
    </IslandProviders>
  );
}
