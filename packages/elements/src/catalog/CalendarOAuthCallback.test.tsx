import { apiError } from '@mym/sdk/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_UNSYNCED } from '../test-support/catalog-samples';
import { creatorClient, creatorRoutes } from '../test-support/creator-api';
import { renderWithClient } from '../test-support/render-with-client';
import { CalendarOAuthCallback } from './CalendarOAuthCallback';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const GOOGLE_SYNCED = { ...GOOGLE_UNSYNCED, status: 'Synced' as const, calendarId: 'c1' };
const returnTo = (query: string) =>
  window.history.replaceState(null, '', `/app/catalog/calendar/oauthcallback?${query}`);

describe('calendar OAuth return (spec 2 calendar/oauthcallback, spec 7)', () => {
  it('exchanges the code once, with the current URL without its query as redirect, then offers to go on', async () => {
    returnTo('code=one-time&state=s1&provider=google');
    const onConnected = vi.fn();
    const api = creatorClient(
      creatorRoutes({
        'POST /bookings/calendars/connect': { body: GOOGLE_SYNCED },
        'GET /bookings/calendars/providers': { body: { providers: [GOOGLE_SYNCED] } },
      }),
    );
    renderWithClient(
      <StrictMode>
        <CalendarOAuthCallback onConnected={onConnected} />
      </StrictMode>,
      api.client,
    );
    expect(await screen.findByRole('heading', { name: 'Agenda connecté' })).toBeTruthy();
    expect(screen.getByText("Google Agenda est synchronisé : les réservations s'y ajouteront.")).toBeTruthy();
    const posts = api.calls.filter((call) => call.method === 'POST');
    // Strict mode renders twice; a one-time code is still spent once.
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      code: 'one-time',
      provider: 'google',
      redirect_uri: `${window.location.origin}/app/catalog/calendar/oauthcallback`,
      state: 's1',
    });
    expect(screen.getByRole('button', { name: 'Continuer la configuration' })).toBeTruthy();
    await waitFor(() => expect(onConnected).toHaveBeenCalledWith(GOOGLE_SYNCED));
  });

  it('a consent the creator refused (error=access_denied) says nothing was connected, without calling the API', async () => {
    returnTo('error=access_denied&state=s1');
    const api = creatorClient(creatorRoutes({}));
    renderWithClient(<CalendarOAuthCallback />, api.client);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Vous n'avez pas autorisé l'accès à votre agenda : rien n'a été connecté.",
    );
    expect(api.calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Recommencer' })).toBeTruthy();
  });

  it('an expired or reused code (invalid_grant) and an unreachable provider are said in words', async () => {
    returnTo('code=used&state=s1&provider=google');
    const expired = creatorClient(
      creatorRoutes({ 'POST /bookings/calendars/connect': apiError(400, 'invalid_grant') }),
    );
    renderWithClient(<CalendarOAuthCallback />, expired.client);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cette autorisation a expiré ou a déjà servi. Recommencez la connexion.',
    );
    cleanup();
    returnTo('code=fresh&state=s2&provider=outlook');
    const down = creatorClient(
      creatorRoutes({ 'POST /bookings/calendars/connect': apiError(400, 'calendar_unreachable') }),
    );
    renderWithClient(<CalendarOAuthCallback />, down.client);
    expect((await screen.findByRole('alert')).textContent).toContain('ne répond pas');
  });

  it('a session that ended (401) offers to sign in again', async () => {
    returnTo('code=c&state=s&provider=google');
    const api = creatorClient(
      creatorRoutes({ 'POST /bookings/calendars/connect': apiError(401, 'unauthorized') }),
    );
    renderWithClient(<CalendarOAuthCallback />, api.client);
    expect((await screen.findByRole('alert')).textContent).toContain('Votre session a pris fin');
    expect(screen.getByRole('link', { name: 'Me connecter' }).getAttribute('href')).toBe('/app/login');
  });

  it('an answer without `provider` (Google, Microsoft) uses the provider remembered when the creator left', async () => {
    sessionStorage.setItem('mym-calendar-provider', 'google');
    const api = creatorClient(
      creatorRoutes({
        'POST /bookings/calendars/connect': { body: GOOGLE_SYNCED },
        'GET /bookings/calendars/providers': { body: { providers: [GOOGLE_SYNCED] } },
      }),
    );
    returnTo('code=from-google&state=s3');
    renderWithClient(<CalendarOAuthCallback />, api.client);
    await screen.findByRole('heading', { name: 'Agenda connecté' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      code: 'from-google',
      provider: 'google',
      state: 's3',
    });
  });
});
