/**
 * The screens of the catalog (spec 2 "/catalog/*"), named by what they show rather than by a URL: the site maps
 * them to its paths, `<mym-catalog>` keeps them in its own state (DESIGN "Routes": elements never know URLs).
 */

/** The first-time configuration, in the order the creator goes through it (spec 2 `configuration/*`). */
export const CONFIGURATION_STEPS = ['creation', 'calendar', 'availability', 'confirmation'] as const;
export type ConfigurationStep = (typeof CONFIGURATION_STEPS)[number];

export type CatalogScreen =
  | { screen: 'calendar' }
  /** The return page of a calendar provider's consent (spec 2 `calendar/oauthcallback`). */
  | { screen: 'calendarCallback' }
  | { screen: 'configuration'; step: ConfigurationStep }
  /** The hours of a catalog already set up, outside the onboarding. */
  | { screen: 'availability' }
  | { screen: 'consultations' }
  | { screen: 'consultation'; consultationId: string }
  | { screen: 'consultationCreation' }
  | { screen: 'consultationEdit'; consultationId: string }
  | { screen: 'bookings' };

/** Whether to move the history forward (a new screen) or replace the entry (a redirect). */
export interface CatalogNavigationOptions {
  replace?: boolean;
}

/**
 * Spec 2: "Creation routes for consultations and configuration redirect to the calendar configuration if no
 * calendar is synced".
 */
export function needsSyncedCalendar(screen: CatalogScreen): boolean {
  return (
    screen.screen === 'consultationCreation' ||
    (screen.screen === 'configuration' && screen.step === 'creation')
  );
}

/** Where an unsynced creator is sent from a creation screen (spec 2). */
export const CALENDAR_CONFIGURATION: CatalogScreen = { screen: 'configuration', step: 'calendar' };

/**
 * The screen a partner page names in `<mym-catalog screen="...">`: the spec's paths under `/catalog`
 * (`calendar`, `configuration/availability`, `consultations/creation`...); the calendar by default.
 */
export function catalogScreenFromName(name: string | undefined): CatalogScreen {
  const parts = (name ?? '').replace(/^\/+|\/+$/g, '').split('/');
  const [first, second, third] = parts;
  if (first === 'configuration') {
    const step = CONFIGURATION_STEPS.find((candidate) => candidate === second) ?? 'creation';
    return { screen: 'configuration', step };
  }
  if (first === 'calendar' && second === 'oauthcallback') return { screen: 'calendarCallback' };
  if (first === 'bookings') return { screen: 'bookings' };
  if (first === 'availability') return { screen: 'availability' };
  if (first === 'consultations') {
    if (second === 'creation') return { screen: 'consultationCreation' };
    if (second === 'edit' && third) return { screen: 'consultationEdit', consultationId: third };
    if (second) return { screen: 'consultation', consultationId: second };
    return { screen: 'consultations' };
  }
  return { screen: 'calendar' };
}
