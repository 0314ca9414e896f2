import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries, FirstQuery } from '../common/first-data';
import { bookingQueries, UPCOMING_SHOWN } from './bookings/booking-queries';
import { catalogQueries } from './catalog-queries';
import type { CatalogScreen } from './catalog-screens';
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
