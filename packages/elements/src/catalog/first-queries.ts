import type { CalendarProvider } from '@mym/sdk';
import { creatorQuery } from '../common/creator/use-creator';
import type { FirstData, FirstQueries, FirstQuery } from '../common/first-data';
import { bookingQueries, UPCOMING_SHOWN } from './bookings/booking-queries';
import { catalogQueries } from './catalog-queries';
import { CALENDAR_CONFIGURATION, type CatalogScreen, needsSyncedCalendar } from './catalog-screens';
import { consultationQueries } from './consultations/consultation-queries';

/**
 * A catalog screen: the creator (the gate), the calendar providers (whether a calendar is synced: the health
 * banner and the redirect of spec 2) and what the screen itself shows first. The bookings' month and day are
 * counted in the creator's availability zone, so the browser reads them once it knows the zone.
 */
export const catalogFirstQueries =
  (screen: CatalogScreen): FirstQueries =>
  (client) => {
    const shown = (): FirstQuery[] => {
      switch (screen.screen) {
        case 'configuration':
          return [catalogQueries.availability(client)];
        case 'availability':
          return [catalogQueries.availability(client)];
        case 'consultations':
          return [consultationQueries.list(client)];
        case 'consultation':
        case 'consultationEdit':
          return [consultationQueries.detail(client, screen.consultationId)];
        case 'bookings':
          return [bookingQueries.zone(client), bookingQueries.upcoming(client, UPCOMING_SHOWN)];
        default:
          return [];
      }
    };
    return [creatorQuery(client), catalogQueries.providers(client), ...shown()];
  };

/**
 * Where the host's server sends the creator before rendering `screen`, from its first data: a creation screen
 * with no synced calendar goes to the calendar configuration (spec 2), as `RequireSyncedCalendar` does in the
 * browser, so the page that arrives is the one shown rather than a loader that moves on once the code runs.
 * Nothing when the providers were not read: the browser decides, as before.
 */
export function catalogRedirect(
  screen: CatalogScreen,
  firstData: FirstData | undefined,
): CatalogScreen | undefined {
  if (!needsSyncedCalendar(screen)) return undefined;
  const providers = firstData?.find(
    (answer) => JSON.stringify(answer.queryKey) === JSON.stringify(catalogQueries.providersKey),
  )?.data as readonly CalendarProvider[] | undefined;
  if (!providers) return undefined;
  return providers.some((provider) => provider.status === 'Synced') ? undefined : CALENDAR_CONFIGURATION;
}
