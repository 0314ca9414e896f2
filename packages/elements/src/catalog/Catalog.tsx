import type { Availability, CalendarProvider } from '@mym/sdk';
import { lazy, Suspense, startTransition, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../common/LoadState';
import { CalendarHealthBanner } from './CalendarHealthBanner';
import { type CatalogNavigation, CatalogNavigationProvider } from './catalog-navigation';
import {
  CALENDAR_CONFIGURATION,
  type CatalogNavigationOptions,
  type CatalogScreen,
  needsSyncedCalendar,
} from './catalog-screens';
import { RequireSyncedCalendar } from './RequireSyncedCalendar';
import { loadConfigurationStep } from './setup/configuration-step-code';

// Each screen is a chunk of its own, loaded when it is shown: a creator on the calendar does not download the
// consultation editor's form or the bookings' month grid.
const CatalogCalendar = lazy(() =>
  import('./CatalogCalendar').then((module) => ({ default: module.CatalogCalendar })),
);
const CalendarOAuthCallback = lazy(() =>
  import('./CalendarOAuthCallback').then((module) => ({ default: module.CalendarOAuthCallback })),
);
const CatalogConfiguration = lazy(() =>
  import('./setup/CatalogConfiguration').then((module) => ({ default: module.CatalogConfiguration })),
);
const AvailabilityScreen = lazy(() =>
  import('./setup/AvailabilityScreen').then((module) => ({ default: module.AvailabilityScreen })),
);
const ConsultationScreens = lazy(() =>
  import('./ConsultationScreens').then((module) => ({ default: module.ConsultationScreens })),
);

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

/** Tells the catalog a screen is on the page: rendered inside the screens' Suspense, so once its code is in. */
function ScreenShown({ screenKey, onShown }: { screenKey: string; onShown: (key: string) => void }) {
  useEffect(() => onShown(screenKey), [screenKey, onShown]);
  return null;
}

/**
 * The catalog's screens (spec 2 "/catalog/*") behind one component, for the site's island and `<mym-catalog>`:
 * the host keeps which screen shows, the catalog moves between them and applies the redirect rule of spec 2.
 */
export function Catalog(props: CatalogProps) {
  const { screen, onNavigate, screenHref, oauthRedirectUri, openConsentPage } = props;
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  // A move is a transition: the screen on show stays until the next one's code has loaded, rather than a loader.
  const go = useCallback(
    (next: CatalogScreen, options: CatalogNavigationOptions = {}) =>
      startTransition(() => onNavigate(next, options)),
    [onNavigate],
  );
  const navigation = useMemo<CatalogNavigation>(
    () => ({ href: screenHref ?? (() => undefined), go }),
    [screenHref, go],
  );
  const toCalendarConfiguration = useCallback(() => go(CALENDAR_CONFIGURATION, { replace: true }), [go]);

  // Each new screen announces itself: focus moves to its title, as a page change would (not on first load).
  const key = JSON.stringify(screen);
  const announce = useCallback((shownKey: string) => {
    const first = shown.current === null;
    if (shown.current === shownKey) return;
    shown.current = shownKey;
    if (first) return;
    requestAnimationFrame(() =>
      root.current?.querySelector<HTMLElement>('[data-screen-title], h1[tabindex]')?.focus(),
    );
  }, []);

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
        // The step's code is fetched beside the configuration's, not once the configuration has rendered.
        loadConfigurationStep(screen.step);
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
      case 'availability':
        return <AvailabilityScreen onSaved={props.onAvailabilitySaved} />;
      default:
        return <ConsultationScreens screen={screen} />;
    }
  })();

  return (
    <CatalogNavigationProvider value={navigation}>
      <div ref={root} className="mym-catalog" data-screen={screen.screen}>
        <Suspense fallback={<LoadingState label={t('catalog_loading')} />}>
          {needsSyncedCalendar(screen) && !sameScreen(screen, CALENDAR_CONFIGURATION) ? (
            <RequireSyncedCalendar onUnsynced={toCalendarConfiguration}>{content}</RequireSyncedCalendar>
          ) : (
            content
          )}
          <ScreenShown screenKey={key} onShown={announce} />
        </Suspense>
      </div>
    </CatalogNavigationProvider>
  );
}
