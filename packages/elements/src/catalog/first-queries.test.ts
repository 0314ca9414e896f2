import type { CalendarProvider } from '@mym/sdk';
import { describe, expect, it } from 'vitest';
import { catalogQueries } from './catalog-queries';
import { catalogRedirect } from './first-queries';

const providers = (status: CalendarProvider['status']) => [
  { queryKey: [...catalogQueries.providersKey], data: [{ provider: 'caldav', status }], at: 0 },
];

describe('the catalog page sent by the host server (spec 2 "creation routes redirect")', () => {
  it('sends a creation screen without a synced calendar to the calendar configuration', () => {
    expect(catalogRedirect({ screen: 'consultationCreation' }, providers('Unsynced'))).toEqual({
      screen: 'configuration',
      step: 'calendar',
    });
    expect(catalogRedirect({ screen: 'configuration', step: 'creation' }, providers('Unsynced'))).toEqual({
      screen: 'configuration',
      step: 'calendar',
    });
  });

  it('keeps a creation screen when a calendar is synced, and every other screen whatever its calendar', () => {
    expect(catalogRedirect({ screen: 'consultationCreation' }, providers('Synced'))).toBeUndefined();
    expect(catalogRedirect({ screen: 'consultations' }, providers('Unsynced'))).toBeUndefined();
  });

  it('leaves the choice to the browser when the providers were not read', () => {
    expect(catalogRedirect({ screen: 'consultationCreation' }, undefined)).toBeUndefined();
    expect(catalogRedirect({ screen: 'consultationCreation' }, [])).toBeUndefined();
  });
});
