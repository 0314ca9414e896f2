import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readFirstData } from '../common/first-data';
import { creatorClient, creatorRoutes } from '../test-support/creator-api';
import { chosenOptions, renderWithClient, serverPage } from '../test-support/render-with-client';
import { liveComposerFirstQueries } from './first-queries';
import { LiveComposer } from './LiveComposer';
import { LiveIngestSettings } from './LiveIngestSettings';
import { LiveList } from './LiveList';

afterEach(cleanup);

const LIVE = {
  id: '3f9c1c1e-8d3b-4d55-9c44-0b9d7c6c1a01',
  title: 'Vendredi soir',
  description: '',
  teaser: null,
  startsAt: '2026-12-04T19:00:00.000Z',
  timeZone: 'Europe/Paris',
  durationMinutes: 90,
  targets: ['followers'],
  price: { value: 1000, currency: 'EUR' },
  chat: true,
  state: 'scheduled',
  cancelledAt: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  ticketsSold: 3,
  revenue: { value: 2400, currency: 'EUR' },
  version: 1,
};

describe('ingest settings: the operator streams, nothing here pretends to', () => {
  it('shows the server URL and the stream key, each copied to the clipboard by its button', async () => {
    const user = userEvent.setup();
    const api = creatorClient(
      creatorRoutes({
        'GET /lives/ingest': {
          body: { configured: true, serverUrl: 'rtmps://ingest.example/live', streamKey: 'sk_abc123' },
        },
      }),
    );
    renderWithClient(<LiveIngestSettings />, api.client);
    expect(await screen.findByText('rtmps://ingest.example/live')).toBeTruthy();
    expect(screen.getByText('sk_abc123')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copier : Clé de stream' }));
    expect(await navigator.clipboard.readText()).toBe('sk_abc123');
    expect(await screen.findByText('Copié dans le presse-papiers')).toBeTruthy();
  });

  it('without a streaming service the screen says the operator has not set one, and shows no key', async () => {
    const api = creatorClient(
      creatorRoutes({
        'GET /lives/ingest': { body: { configured: false, serverUrl: null, streamKey: null } },
      }),
    );
    renderWithClient(<LiveIngestSettings />, api.client);
    expect(
      await screen.findByText(/L’opérateur n’a pas encore configuré de service de diffusion/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Copier/ })).toBeNull();
  });
});

describe('the live list (spec 2 "live configuration")', () => {
  it('shows each live with its start in the creator’s zone, tickets sold and net revenue', async () => {
    const api = creatorClient(creatorRoutes({ 'GET /lives': { body: { lives: [LIVE] } } }));
    renderWithClient(<LiveList editHref={(live) => `/app/live/${live.id}`} />, api.client);
    const link = await screen.findByRole('link', { name: 'Vendredi soir' });
    expect(link.getAttribute('href')).toBe(`/app/live/${LIVE.id}`);
    expect(screen.getByTestId('live-tickets-sold').textContent).toBe('3');
    expect(screen.getByTestId('live-revenue').textContent).toMatch(/^24\s€$/);
    expect(screen.getByText(/vendredi 4 décembre 2026 à 20:00 \(heure de Paris\)/)).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/lives')?.query.get('when')).toBe('upcoming');
  });
});

/** The live composer's reads: the push choices a live shares and, when editing, the live itself. */
function composerApi() {
  return creatorClient(
    creatorRoutes({
      'GET /pushes/prices': { body: { ranges: [{ value: 500 }, { value: 1000 }] } },
      'GET /pushes/calendar': { body: { dates: [] } },
      'GET /pushes/calendar/restrictions': { body: { dates: [] } },
      'GET /pushes/targets': { body: { targets: [{ id: 'followers', recipients: 30 }] } },
      [`GET /lives/${LIVE.id}`]: { body: { ...LIVE, description: 'Questions en direct', chat: false } },
    }),
  );
}

describe('the live composer in the page before its code runs (spec 2 "live configuration")', () => {
  it('an edited live shows its stored title, description, duration and chat', async () => {
    const { client } = composerApi();
    const firstData = await readFirstData(client, liveComposerFirstQueries(LIVE.id), 1000);
    const page = await serverPage(<LiveComposer liveId={LIVE.id} />, client, firstData);
    const field = (name: string) => page.querySelector<HTMLInputElement>(`[name="${name}"]`);
    expect(field('title')?.defaultValue).toBe('Vendredi soir');
    expect(field('description')?.defaultValue).toBe('Questions en direct');
    // A select with no option chosen in the HTML shows its first one (30 min), which was taken as a choice.
    expect(chosenOptions(page.querySelector('select[name="durationMinutes"]'))).toEqual(['90']);
    expect(field('chat')?.defaultChecked).toBe(false);
  });

  it('a new live shows its defaults: an hour, the chat open', async () => {
    const { client } = composerApi();
    const firstData = await readFirstData(client, liveComposerFirstQueries(), 1000);
    const page = await serverPage(<LiveComposer />, client, firstData);
    expect(chosenOptions(page.querySelector('select[name="durationMinutes"]'))).toEqual(['60']);
    expect(page.querySelector<HTMLInputElement>('[name="chat"]')?.defaultChecked).toBe(true);
  });
});
