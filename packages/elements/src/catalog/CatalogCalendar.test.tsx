import { apiError } from '@mym/sdk/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALDAV_SYNCED, CALDAV_UNSYNCED, GOOGLE_UNSYNCED } from '../test-support/catalog-samples';
import { creatorClient, creatorRoutes } from '../test-support/creator-api';
import { renderWithClient } from '../test-support/render-with-client';
import { CatalogCalendar } from './CatalogCalendar';

afterEach(cleanup);

const REDIRECT = 'https://creators.test/app/catalog/calendar/oauthcallback';
const caldavItem = async () =>
  (await screen.findByRole('heading', { name: 'CalDAV' })).closest('li') as HTMLElement;

describe('catalog calendar (spec 2 /catalog/calendar, spec 3 calendar provider)', () => {
  it('lists every provider with its status, Synced or not (spec 3)', async () => {
    const api = creatorClient(
      creatorRoutes({
        'GET /bookings/calendars/providers': { body: { providers: [CALDAV_SYNCED, GOOGLE_UNSYNCED] } },
      }),
    );
    renderWithClient(<CatalogCalendar oauthRedirectUri={REDIRECT} />, api.client);
    expect(within(await caldavItem()).getByText('Synchronisé')).toBeTruthy();
    const google = screen.getByRole('heading', { name: 'Google Agenda' }).closest('li') as HTMLElement;
    expect(within(google).getByText('Non synchronisé')).toBeTruthy();
    expect(within(google).getByText('Le connecter remplace CalDAV.')).toBeTruthy();
  });

  it('a blank CalDAV form shows mandatory_field_is_empty_error under each field, without calling the API (spec 5)', async () => {
    const api = creatorClient(
      creatorRoutes({
        'GET /bookings/calendars/providers': { body: { providers: [CALDAV_UNSYNCED] } },
      }),
    );
    renderWithClient(<CatalogCalendar />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Connecter CalDAV' }));
    await userEvent.click(await screen.findByRole('button', { name: "Connecter l'agenda" }));
    for (const label of ['Adresse du serveur CalDAV', 'Identifiant', 'Mot de passe']) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(3);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refused credentials (calendar_credentials_refused) and an unreachable server are said in words under the form', async () => {
    let answer = apiError(400, 'calendar_credentials_refused');
    const api = creatorClient(
      creatorRoutes({
        'GET /bookings/calendars/providers': { body: { providers: [CALDAV_UNSYNCED] } },
        'POST /bookings/calendars/caldav': () => answer,
      }),
    );
    renderWithClient(<CatalogCalendar />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Connecter CalDAV' }));
    await userEvent.type(
      await screen.findByLabelText('Adresse du serveur CalDAV'),
      'https://dav.example.com/',
    );
    await userEvent.type(screen.getByLabelText('Identifiant'), 'camille');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: "Connecter l'agenda" }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'a refusé cet identifiant ou ce mot de passe',
    );
    expect(api.calls.at(-1)?.body).toEqual({
      serverUrl: 'https://dav.example.com/',
      username: 'camille',
      password: 'wrong',
    });
    answer = apiError(400, 'calendar_unreachable');
    await userEvent.click(screen.getByRole('button', { name: "Connecter l'agenda" }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('ne répond pas à cette adresse'),
    );
  });

  it('a field the API refuses shows its key under that field', async () => {
    const api = creatorClient(
      creatorRoutes({
        'GET /bookings/calendars/providers': { body: { providers: [CALDAV_UNSYNCED] } },
        'POST /bookings/calendars/caldav': apiError(400, 'validation_failed', {
          serverUrl: ['mandatory_field_is_empty_error'],
        }),
      }),
    );
    renderWithClient(<CatalogCalendar />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Connecter CalDAV' }));
    await userEvent.type(
      await screen.findByLabelText('Adresse du serveur CalDAV'),
      'https://dav.example.com/',
    );
    await userEvent.type(screen.getByLabelText('Identifiant'), 'camille');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: "Connecter l'agenda" }));
    await waitFor(() =>
      expect(screen.getByLabelText('Adresse du serveur CalDAV').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Ce champ est obligatoire')).toBeTruthy();
  });

  it('a CalDAV account that opens becomes the Synced calendar', async () => {
    let providers = [CALDAV_UNSYNCED];
    const onConnected = vi.fn();
    const api = creatorClient(
      creatorRoutes({
        'GET /bookings/calendars/providers': () => ({ body: { providers } }),
        'POST /bookings/calendars/caldav': () => {
          providers = [CALDAV_SYNCED];
          return { body: CALDAV_SYNCED };
        },
      }),
    );
    renderWithClient(<CatalogCalendar onConnected={onConnected} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Connecter CalDAV' }));
    await userEvent.type(
      await screen.findByLabelText('Adresse du serveur CalDAV'),
      'https://dav.example.com/',
    );
    await userEvent.type(screen.getByLabelText('Identifiant'), 'camille');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: "Connecter l'agenda" }));
    expect(await within(await caldavItem()).findByText('Synchronisé')).toBeTruthy();
    await waitFor(() => expect(onConnected).toHaveBeenCalledWith(CALDAV_SYNCED));
    expect(screen.queryByLabelText('Mot de passe')).toBeNull();
  });

  it("an OAuth provider sends the creator to its consent page, with the host's return page as redirect URI", async () => {
    const openConsentPage = vi.fn();
    const api = creatorClient(
      creatorRoutes({
        'GET /bookings/calendars/providers': { body: { providers: [CALDAV_UNSYNCED, GOOGLE_UNSYNCED] } },
        'GET /bookings/calendars/connect': { body: { url: 'https://accounts.example/consent?state=abc' } },
      }),
    );
    renderWithClient(
      <CatalogCalendar oauthRedirectUri={REDIRECT} openConsentPage={openConsentPage} />,
      api.client,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Connecter Google Agenda' }));
    await waitFor(() =>
      expect(openConsentPage).toHaveBeenCalledWith('https://accounts.example/consent?state=abc'),
    );
    const asked = api.calls.find((call) => call.path === '/bookings/calendars/connect');
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({ provider: 'google', redirect_uri: REDIRECT });
  });

  it('without a return page, consent-based providers are not offered (a partner page without one)', async () => {
    const api = creatorClient(
      creatorRoutes({
        'GET /bookings/calendars/providers': { body: { providers: [CALDAV_UNSYNCED, GOOGLE_UNSYNCED] } },
      }),
    );
    renderWithClient(<CatalogCalendar />, api.client);
    await caldavItem();
    expect(screen.queryByRole('heading', { name: 'Google Agenda' })).toBeNull();
  });

  it('disconnecting asks first, then unsyncs the calendar (DELETE /bookings/calendars/{id})', async () => {
    let providers = [CALDAV_SYNCED];
    const api = creatorClient(
      creatorRoutes({
        'GET /bookings/calendars/providers': () => ({ body: { providers } }),
        [`DELETE /bookings/calendars/${CALDAV_SYNCED.calendarId}`]: () => {
          providers = [CALDAV_UNSYNCED];
          return { status: 204 };
        },
      }),
    );
    renderWithClient(<CatalogCalendar />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Déconnecter CalDAV' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Déconnecter CalDAV ?' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Déconnecter' }));
    expect(await within(await caldavItem()).findByText('Non synchronisé')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('a calendar that stopped syncing says bookings are paused and why, and offers to reconnect', async () => {
    const failing = {
      ...CALDAV_SYNCED,
      status: 'Unsynced' as const,
      failure: 'credentials_refused' as const,
    };
    const api = creatorClient(
      creatorRoutes({ 'GET /bookings/calendars/providers': { body: { providers: [failing] } } }),
    );
    renderWithClient(<CatalogCalendar />, api.client);
    const banner = (await screen.findByText('Réservations en pause')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(banner.textContent).toContain('CalDAV refuse désormais');
    expect(screen.getByRole('button', { name: 'Reconnecter CalDAV' })).toBeTruthy();
  });

  it('a calendar hiccup is not a disconnection: the sync shows delayed, nothing to reconnect (spec 3 Synced)', async () => {
    const delayed = { ...CALDAV_SYNCED, failure: 'unreachable' as const };
    const api = creatorClient(
      creatorRoutes({ 'GET /bookings/calendars/providers': { body: { providers: [delayed] } } }),
    );
    renderWithClient(<CatalogCalendar />, api.client);
    const banner = (await screen.findByText('Synchronisation retardée')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(banner.getAttribute('data-state')).toBe('delayed');
    expect(banner.textContent).toContain('CalDAV répond mal en ce moment');
    expect(screen.queryByText('Réservations en pause')).toBeNull();
    expect(within(await caldavItem()).getByText('Synchronisé')).toBeTruthy();
  });
});
