import type { CatalogScreen, ConfigurationStep } from '@mym/elements';
import { ROUTES, type RouteName } from './routes';

/**
 * The catalog's screens (spec 2 "/catalog/*") and their paths, both ways, from the route table: the calendar,
 * its OAuth return, the consultations (list, one, creation, edition), the configuration's four steps and the
 * bookings. A consultation's id takes the place of `:id`.
 */

const CONFIGURATION_ROUTES: Record<ConfigurationStep, RouteName> = {
  creation: 'catalogConfigurationCreation',
  calendar: 'catalogConfigurationCalendar',
  availability: 'catalogConfigurationAvailability',
  confirmation: 'catalogConfigurationConfirmation',
};

/** A path with `:id` filled in. */
const withId = (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id));

/** A catalog screen's path inside the app (`{ screen: 'bookings' }` -> `/catalog/bookings`). */
export function catalogPath(screen: CatalogScreen): string {
  switch (screen.screen) {
    case 'calendar':
      return ROUTES.catalogCalendar.path;
    case 'calendarCallback':
      return ROUTES.calendarOAuthCallback.path;
    case 'configuration':
      return ROUTES[CONFIGURATION_ROUTES[screen.step]].path;
    case 'consultations':
      return ROUTES.catalogConsultations.path;
    case 'consultation':
      return withId(ROUTES.catalogConsultation.path, screen.consultationId);
    case 'consultationCreation':
      return ROUTES.catalogConsultationCreation.path;
    case 'consultationEdit':
      return withId(ROUTES.catalogConsultationEdit.path, screen.consultationId);
    case 'bookings':
      return ROUTES.catalogBookings.path;
    case 'availability':
      return ROUTES.catalogAvailability.path;
  }
}

/** Ids the API hands out (uuids): anything else in a path names no consultation. */
const ID = /^[0-9a-fA-F-]{1,64}$/;

/** Every screen a path can name, by its route: fixed paths before those with an id (`creation` is no id). */
const SCREENS: readonly [RouteName, (id: string) => CatalogScreen][] = [
  ['catalogCalendar', () => ({ screen: 'calendar' })],
  ['calendarOAuthCallback', () => ({ screen: 'calendarCallback' })],
  ...(Object.entries(CONFIGURATION_ROUTES) as [ConfigurationStep, RouteName][]).map(
    ([step, name]): [RouteName, () => CatalogScreen] => [name, () => ({ screen: 'configuration', step })],
  ),
  ['catalogConsultations', () => ({ screen: 'consultations' })],
  ['catalogConsultationCreation', () => ({ screen: 'consultationCreation' })],
  ['catalogBookings', () => ({ screen: 'bookings' })],
  ['catalogAvailability', () => ({ screen: 'availability' })],
  ['catalogConsultation', (consultationId) => ({ screen: 'consultation', consultationId })],
  ['catalogConsultationEdit', (consultationId) => ({ screen: 'consultationEdit', consultationId })],
];

/** What a path under `/catalog` shows, or null when it names no catalog screen (the nothing-here page). */
export function parseCatalogPath(route: string): CatalogScreen | null {
  const parts = route.replace(/\/+$/, '').split('/');
  for (const [name, make] of SCREENS) {
    const pattern = ROUTES[name].path.split('/');
    if (pattern.length !== parts.length) continue;
    let id = '';
    const matches = pattern.every((segment, index) => {
      const part = parts[index] ?? '';
      if (segment !== ':id') return segment === part;
      id = safeDecode(part) ?? '';
      return ID.test(id);
    });
    if (matches) return make(id);
  }
  return null;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The server-side title of a catalog screen, a translation key (spec 2 screens; consultations' own keys). */
export function catalogTitleKey(screen: CatalogScreen | null): string {
  if (!screen) return 'nothing_here_title';
  switch (screen.screen) {
    case 'calendar':
    case 'calendarCallback':
      return 'catalog_calendar_title';
    case 'configuration':
      return 'catalog_configuration_title';
    case 'consultationCreation':
      return 'catalog_consultation_create_title';
    case 'consultationEdit':
      return 'catalog_consultation_edit_title';
    case 'bookings':
      return 'catalog_booking_calendar_title';
    case 'availability':
      return 'catalog_calendar_availability_link';
    default:
      return 'catalog_consultations_title';
  }
}
