import { Catalog, type CatalogScreen, CreatorGate } from '@mym/elements';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { catalogPath, parseCatalogPath } from '../lib/catalog-routes';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { appHref, appRoute, appUrl } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

const screenHref = (screen: CatalogScreen) => appUrl(catalogPath(screen));

/** The calendar OAuth return page (spec 2 `calendar/oauthcallback`): absolute, as providers require. */
const oauthRedirectUri = () =>
  typeof window === 'undefined'
    ? undefined
    : new URL(appHref('calendarOAuthCallback'), window.location.origin).href;

interface CatalogIslandProps {
  context: IslandContext;
  route: CatalogScreen;
  /**
   * The calendar OAuth return is open (spec 2): no creator gate, and it leaves for the app's catalog pages
   * rather than showing them inside itself.
   */
  returnPage?: boolean;
  /** The screen's first data, when the site's server read it (first-data.ts). */
  firstData?: PackedFirstData | undefined;
}

/**
 * The catalog (spec 2 "/catalog/*") as one island, so its data lives across its screens: each move changes the
 * URL (pushState; replaceState for the redirect of spec 2 and after a save), Back and Forward move the screens.
 */
export default function CatalogIsland({
  context,
  route: first,
  returnPage = false,
  firstData,
}: CatalogIslandProps) {
  const [route, setRoute] = useState(first);
  useEffect(() => {
    if (returnPage) return;
    const follow = () => {
      const next = parseCatalogPath(appRoute(window.location.pathname) ?? '');
      if (next) setRoute(next);
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [returnPage]);

  const navigate = useCallback(
    (screen: CatalogScreen, { replace = false }: { replace?: boolean }) => {
      const url = screenHref(screen);
      // From the return page, the catalog's screens are pages of the app, with its navigation and gate.
      if (returnPage) window.location.assign(url);
      else {
        if (replace) window.history.replaceState(null, '', url);
        else window.history.pushState(null, '', url);
        setRoute(screen);
      }
    },
    [returnPage],
  );
  // The return URL holds a one-time code: once spent it leaves the address bar (and the history entry).
  const forgetCode = useCallback(
    () => window.history.replaceState(null, '', appHref('calendarOAuthCallback')),
    [],
  );

  const catalog = (
    <Catalog
      screen={route}
      onNavigate={navigate}
      screenHref={screenHref}
      oauthRedirectUri={oauthRedirectUri()}
      onCalendarConnected={returnPage ? forgetCode : undefined}
    />
  );
  const gated: ReactNode = returnPage ? catalog : <CreatorGate>{catalog}</CreatorGate>;
  return (
    <IslandProviders context={context} firstData={firstData}>
      {gated}
    </IslandProviders>
  );
}
