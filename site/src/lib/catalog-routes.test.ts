import type { CatalogScreen } from '@mym/elements';
import { describe, expect, it } from 'vitest';
import { catalogPath, catalogTitleKey, parseCatalogPath } from './catalog-routes';
import { routeAccess } from './routes';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('the catalog group maps each screen to one path and back (spec 2 "/catalog/*")', () => {
  const screens: [CatalogScreen, string][] = [
    [{ screen: 'calendar' }, '/catalog/calendar'],
    [{ screen: 'calendarCallback' }, '/catalog/calendar/oauthcallback'],
    [{ screen: 'consultations' }, '/catalog/consultations'],
    [{ screen: 'consultation', consultationId: ID }, `/catalog/consultations/${ID}`],
    [{ screen: 'consultationCreation' }, '/catalog/consultations/creation'],
    [{ screen: 'consultationEdit', consultationId: ID }, `/catalog/consultations/edit/${ID}`],
    [{ screen: 'configuration', step: 'creation' }, '/catalog/configuration/creation'],
    [{ screen: 'configuration', step: 'calendar' }, '/catalog/configuration/calendar'],
    [{ screen: 'configuration', step: 'availability' }, '/catalog/configuration/availability'],
    [{ screen: 'configuration', step: 'confirmation' }, '/catalog/configuration/confirmation'],
    [{ screen: 'bookings' }, '/catalog/bookings'],
    [{ screen: 'availability' }, '/catalog/availability'],
  ];

  it.each(screens)('%o <-> %s', (screen, path) => {
    expect(catalogPath(screen)).toBe(path);
    expect(parseCatalogPath(path)).toEqual(screen);
    expect(parseCatalogPath(`${path}/`)).toEqual(screen);
  });

  it('"creation" is a screen, never a consultation id; other paths name nothing', () => {
    expect(parseCatalogPath('/catalog/consultations/creation')).toEqual({ screen: 'consultationCreation' });
    expect(parseCatalogPath('/catalog')).toBeNull();
    expect(parseCatalogPath('/catalog/configuration')).toBeNull();
    expect(parseCatalogPath('/catalog/configuration/unknown')).toBeNull();
    expect(parseCatalogPath('/catalog/consultations/edit')).toBeNull();
    expect(parseCatalogPath('/catalog/consultations/not%20an%20id')).toBeNull();
    expect(parseCatalogPath('/catalog/consultations/%E0%A4%A')).toBeNull();
    expect(parseCatalogPath(`/catalog/consultations/${ID}/more`)).toBeNull();
  });

  it('every catalog screen is private but the calendar OAuth return, which is open (spec 2)', () => {
    for (const [, path] of screens) {
      expect(routeAccess(path), path).toBe(path.endsWith('/oauthcallback') ? 'open' : 'private');
    }
  });

  it('each screen has a page title', () => {
    expect(catalogTitleKey({ screen: 'configuration', step: 'availability' })).toBe(
      'catalog_configuration_title',
    );
    expect(catalogTitleKey(null)).toBe('nothing_here_title');
  });
});
