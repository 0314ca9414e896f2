import { describe, expect, it } from 'vitest';
import { catalogScreenFromName, needsSyncedCalendar } from './catalog-screens';

describe('<mym-catalog screen="..."> names a screen by its spec 2 path under /catalog', () => {
  it.each([
    [undefined, { screen: 'calendar' }],
    ['calendar', { screen: 'calendar' }],
    ['calendar/oauthcallback', { screen: 'calendarCallback' }],
    ['configuration', { screen: 'configuration', step: 'creation' }],
    ['configuration/availability', { screen: 'configuration', step: 'availability' }],
    ['/configuration/confirmation/', { screen: 'configuration', step: 'confirmation' }],
    ['consultations', { screen: 'consultations' }],
    ['consultations/creation', { screen: 'consultationCreation' }],
    ['consultations/c1', { screen: 'consultation', consultationId: 'c1' }],
    ['consultations/edit/c1', { screen: 'consultationEdit', consultationId: 'c1' }],
    ['bookings', { screen: 'bookings' }],
    ['availability', { screen: 'availability' }],
    ['anything else', { screen: 'calendar' }],
  ])('%s -> %o', (name, screen) => {
    expect(catalogScreenFromName(name)).toEqual(screen);
  });

  it('only the creation routes need a synced calendar (spec 2)', () => {
    expect(needsSyncedCalendar({ screen: 'consultationCreation' })).toBe(true);
    expect(needsSyncedCalendar({ screen: 'configuration', step: 'creation' })).toBe(true);
    expect(needsSyncedCalendar({ screen: 'configuration', step: 'availability' })).toBe(false);
    expect(needsSyncedCalendar({ screen: 'consultationEdit', consultationId: 'c1' })).toBe(false);
  });
});
