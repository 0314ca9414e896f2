import type { Availability, CalendarProvider } from '@mym/sdk';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { CalendarHealthBanner } from './CalendarHealthBanner';
import { CalendarOAuthCallback } from './CalendarOAuthCallback';
import { CatalogCalendar } from './CatalogCalendar';
import { ConsultationScreens } from './ConsultationScreens';
import { type CatalogNavigation, CatalogNavigationProvider } from './catalog-navigation';
import {
  CALENDAR_CONFIGURATION,
  type CatalogNavigationOptions,
  type CatalogScreen,
  needsSyncedCalendar,
} from './catalog-screens';
import { RequireSyncedCalendar } from './RequireSyncedCalendar';
import { CatalogConfiguration } from './setup/CatalogConfiguration';

export interface CatalogProps {
  screen: CatalogScreen;
  /** Every move between screens; the host shows the screen it is given next (the site keeps it in the URL). */
  onNavigate: (screen: CatalogScreen, options: CatalogNavigationOptions) => void;
  /** Where each screen is on the host (the site's URLs), so links open in new tabs too; none on a partner page. */
  screenHref?: ((screen: CatalogScreen) => string | undefined) | undefined;
  /** The absolute URL of the host's calendar OAuth return page; without it only CalDAV is offered. */
  oauthRedirectUri?: string | undefined;
  /** Sends the browser to a provider's consent page; a full-page move by default. */
  openConsentPage?: ((url: string) => void) | undefined;
  onCalendarConnected?: ((provider: CalendarProvider) => void) | undefined;
  onAvailabilitySaved?: ((availability: Availability) => void) | undefined;
}

const sameScreen = (a: CatalogScreen, b: CatalogScreen) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The catalog's screens (spec 2 "/catalog/*") behind one component, for the site's island and `<mym-catalog>`:
 * the host keeps which screen shows, the catalog moves between them and applies the redirect rule of spec 2.
 */
export function Catalog(props: CatalogProps) {
  const { screen, onNavigate, screenHref, oauthRedirectUri, openConsentPage } = props;
  const root = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  const go = useCallback(
    (next: CatalogScreen, options: CatalogNavigationOptions = {}) => onNavigate(next, options),
    [onNavigate],
  );
  const navigation = useMemo<CatalogNavigation>(
    () => ({ href: screenHref ?? (() => undefined), go }),
    [screenHref, go],
  );
  const toCalendarConfiguration = useCallback(() => go(CALENDAR_CONFIGURATION, { replace: true }), [go]);

  // Each new screen announces itself: focus moves to its title, as a page change would (not on first load).
  const key = JSON.stringify(screen);
  useEffect(() => {
    const first = shown.current === null;
    shown.current = key;
    if (first) return;
    requestAnimationFrame(() =>
      root.current?.querySelector<HTMLElement>('[data-screen-title], h1[tabindex]')?.focus(),
    );
  }, [key]);

  const content = (() => {
    switch (screen.screen) {
      case 'calendar':
        return (
          <CatalogCalendar
            oauthRedirectUri={oauthRedirectUri}
            openConsentPage={openConsentPage}
            onConnected={props.onCalendarConnected}
          />
        );
      case 'calendarCallback':
        return <CalendarOAuthCallback onConnected={props.onCalendarConnected} />;
      case 'configuration':
        return (
          <>
            <CalendarHealthBanner />
            <CatalogConfiguration
              step={screen.step}
              oauthRedirectUri={oauthRedirectUri}
              openConsentPage={openConsentPage}
              onCalendarConnected={props.onCalendarConnected}
              onAvailabilitySaved={props.onAvailabilitySaved}
            />
          </>
        );
      default:
        return <ConsultationScreens screen={screen} />;
    }
  })();

  return (
    <CatalogNavigationProvider value={navigation}>
      <div ref={root} className="mym-catalog" data-screen={screen.screen}>
        {needsSyncedCalendar(screen) && !sameScreen(screen, CALENDAR_CONFIGURATION) ? (
          <RequireSyncedCalendar onUnsynced={toCalendarConfiguration}>{content}</RequireSyncedCalendar>
        ) : (
          content
        )}
      </div>
    </CatalogNavigationProvider>
  );
}
