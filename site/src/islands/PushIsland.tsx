import { CreatorGate, PushComposer, PushList } from '@mym/elements';
import { useEffect, useState } from 'react';
import type { IslandContext } from '../lib/island-context';
import {
  PUSH_CREATE_ROUTE,
  PUSH_LIST_ROUTE,
  type PushRoute,
  parsePushPath,
  pushPath,
} from '../lib/push-routes';
import { appRoute } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

const APP_BASE = '/app';
const href = (route: string) => `${APP_BASE}${route}`;

/**
 * The push group (spec 2 "/push/*") as one island, so the form lives across its screens: each screen change
 * moves the URL (pushState, or replaceState when adding medias: spec 2), and Back and Forward move the screens.
 */
export default function PushIsland({ context, route: first }: { context: IslandContext; route: PushRoute }) {
  const [route, setRoute] = useState(first);
  useEffect(() => {
    const follow = () => {
      const next = parsePushPath(appRoute(window.location.pathname, APP_BASE) ?? '');
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
            editHref={(push) => href(pushPath({ screen: 'setup' }, push.id))}
            newPushHref={href(PUSH_CREATE_ROUTE)}
          />
        ) : (
          <PushComposer
            pushId={route.pushId}
            step={route.step}
            onStepChange={(step, { replace }) => {
              const url = href(pushPath(step, route.pushId));
              if (replace) window.history.replaceState(null, '', url);
              else window.history.pushState(null, '', url);
              setRoute({ ...route, step });
            }}
            onCancel={() => window.location.assign(href(route.pushId ? PUSH_LIST_ROUTE : '/profile'))}
            listHref={href(PUSH_LIST_ROUTE)}
            newPushHref={href(PUSH_CREATE_ROUTE)}
          />
        )}
      </CreatorGate>
    </IslandProviders>
  );
}
