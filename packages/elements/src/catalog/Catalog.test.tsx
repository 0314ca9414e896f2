import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALDAV_SYNCED, CALDAV_UNSYNCED } from '../test-support/catalog-samples';
import { creatorClient, creatorRoutes } from '../test-support/creator-api';
import { renderWithClient } from '../test-support/render-with-client';
import { Catalog } from './Catalog';

afterEach(cleanup);

describe('catalog redirect rule (spec 2)', () => {
  it.each([
    [{ screen: 'consultationCreation' as const }],
    [{ screen: 'configuration' as const, step: 'creation' as const }],
  ])(
    '%o without a synced calendar goes to the calendar configuration, replacing the entry',
    async (screenAsked) => {
      const onNavigate = vi.fn();
      const api = creatorClient(
        creatorRoutes({
          'GET /bookings/calendars/providers': { body: { providers: [CALDAV_UNSYNCED] } },
        }),
      );
      renderWithClient(<Catalog screen={screenAsked} onNavigate={onNavigate} />, api.client);
      await waitFor(() =>
        expect(onNavigate).toHaveBeenCalledWith(
          { screen: 'configuration', step: 'calendar' },
          { replace: true },
        ),
      );
    },
  );

  it('with a synced calendar the creation step shows, on the progression timeline', async () => {
    const onNavigate = vi.fn();
    const api = creatorClient(
      creatorRoutes({
        'GET /bookings/calendars/providers': { body: { providers: [CALDAV_SYNCED] } },
        'GET /bookings/availability': {
          body: {
            timeZone: 'Europe/Paris',
            slots: [],
            overrides: [],
            bufferBeforeMinutes: 0,
            bufferAfterMinutes: 0,
            minimumNoticeMinutes: 120,
            bookingWindowDays: 60,
          },
        },
      }),
    );
    renderWithClient(
      <Catalog screen={{ screen: 'configuration', step: 'creation' }} onNavigate={onNavigate} />,
      api.client,
    );
    expect(await screen.findByRole('heading', { name: 'Avant de commencer' })).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'Étapes de la configuration' });
    expect(within(timeline).getByText('Agenda').closest('li')?.className).toContain(
      'mym-timeline__step--success',
    );
    expect(within(timeline).getByText('Présentation').closest('li')?.getAttribute('aria-current')).toBe(
      'step',
    );
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('"Mes disponibilités" on a configured catalog opens the hours editor, not the onboarding (spec 2 configuration/availability)', async () => {
    const onNavigate = vi.fn();
    const api = creatorClient(
      creatorRoutes({
        'GET /bookings/calendars/providers': { body: { providers: [CALDAV_SYNCED] } },
        'GET /bookings/availability': {
          body: {
            timeZone: 'Europe/Paris',
            slots: [{ weekday: 1, start: '09:00', end: '12:00' }],
            overrides: [],
            bufferBeforeMinutes: 0,
            bufferAfterMinutes: 0,
            minimumNoticeMinutes: 120,
            bookingWindowDays: 60,
          },
        },
      }),
    );
    renderWithClient(
      <Catalog
        screen={{ screen: 'calendar' }}
        onNavigate={onNavigate}
        screenHref={(to) => (to.screen === 'availability' ? '/app/catalog/availability' : undefined)}
      />,
      api.client,
    );
    const link = await screen.findByRole('link', { name: 'Mes disponibilités' });
    expect(link.getAttribute('href')).toBe('/app/catalog/availability');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith({ screen: 'availability' }, {});
    cleanup();
    renderWithClient(<Catalog screen={{ screen: 'availability' }} onNavigate={onNavigate} />, api.client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes disponibilités' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enregistrer mes disponibilités' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Étapes de la configuration' })).toBeNull();
  });
});
