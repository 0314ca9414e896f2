import type { PushRecord } from '@mym/sdk';
import { apiError, type RouteAnswer } from '@mym/sdk/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFirstData } from '../common/first-data';
import { creatorClient, creatorRoutes } from '../test-support/creator-api';
import { renderWithClient, serverPage } from '../test-support/render-with-client';
import { pushComposerFirstQueries } from './first-queries';
import { PushComposer } from './PushComposer';

const MEDIA = { id: '11111111-1111-4111-8111-111111111111', preview: null, type: 'image' };

function storedPush(overrides: Partial<PushRecord> = {}): PushRecord {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    targets: ['subscribers'],
    teaser: null,
    medias: [MEDIA],
    caption: 'Stored caption',
    price: { value: 1250, currency: 'EUR' },
    discount: null,
    scheduledAt: null,
    mod: false,
    playlists: [],
    thirdPartyConsent: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    state: 'scheduled',
    failureReason: null,
    recipients: 12,
    sales: { buyers: 0, revenue: { value: 0, currency: 'EUR' } },
    version: 3,
    ...overrides,
  };
}

/**
 * The pushes API with `stored` kept: price presets, discount durations, an empty calendar, two audiences whose
 * distinct recipients the API counts (7 subscribers also follow), and pushes created and edited.
 */
function pushApi(stored = storedPush(), extra: Record<string, RouteAnswer> = {}) {
  return creatorClient(
    creatorRoutes({
      'GET /pushes/prices': { body: { ranges: [{ value: 500 }, { value: 1000 }] } },
      'GET /pushes/discount-durations': { body: { durations: [{ value: 10800 }, { value: 86400 }] } },
      'GET /pushes/calendar': { body: { dates: [] } },
      'GET /pushes/calendar/restrictions': { body: { dates: [] } },
      'GET /pushes/targets': {
        body: {
          targets: [
            { id: 'subscribers', recipients: 12 },
            { id: 'followers', recipients: 30 },
          ],
        },
      },
      'GET /pushes/targets/recipients': (call) => {
        const targets = call.query.get('targets')?.split(',').filter(Boolean) ?? [];
        const recipients =
          targets.length === 2 ? 35 : targets.includes('followers') ? 30 : targets.length ? 12 : 0;
        return { body: { recipients } };
      },
      'POST /pushes': (call) => ({
        status: 201,
        body: storedPush({ ...(call.body as object), teaser: null, medias: [MEDIA] }),
      }),
      [`GET /pushes/${stored.id}`]: { body: stored },
      [`PATCH /pushes/${stored.id}`]: { body: storedPush() },
      ...extra,
    }),
  );
}
const pushClient = () => pushApi().client;
const PUSH_PATH = `/pushes/${storedPush().id}`;

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

const errorUnder = (group: HTMLElement) => within(group).getByRole('alert').textContent;

describe('push composer setup (spec 2 "/push/*", 5 "Push form")', () => {
  it('a blank push is refused with every criterion at once, each under its field (spec 4, 5)', async () => {
    renderWithClient(<PushComposer />, pushClient());
    await userEvent.click(await screen.findByRole('button', { name: 'Vérifier' }));
    // The rules load on the first check.
    await waitFor(() =>
      expect(errorUnder(screen.getByRole('group', { name: 'Destinataires' }))).toBe(
        'Ce champ est obligatoire',
      ),
    );
    expect(errorUnder(screen.getByRole('group', { name: 'Médias' }))).toBe('Ce champ est obligatoire');
    expect(errorUnder(screen.getByRole('group', { name: 'Prix' }))).toBe('Ce champ est obligatoire');
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true');
  });

  it('an empty submit moves focus to the first invalid field in the page order: the first audience, not the message', async () => {
    renderWithClient(<PushComposer />, pushClient());
    await userEvent.click(await screen.findByRole('button', { name: 'Vérifier' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Abonnés (12)' })),
    );
    // With the audiences chosen, the medias come next.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Abonnés (12)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    const medias = screen.getByRole('group', { name: 'Médias' });
    await waitFor(() => expect(medias.contains(document.activeElement)).toBe(true));
  });

  it('a custom price under 5 -> creators_push_price_error; a discount above the price -> creators_push_promotion_amount_error (spec 5)', async () => {
    renderWithClient(<PushComposer />, pushClient());
    await userEvent.click(await screen.findByRole('radio', { name: 'Autre montant' }));
    await userEvent.type(screen.getByLabelText('Votre prix (EUR)'), '4.99');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Proposer une promotion' }));
    await userEvent.type(screen.getByLabelText('Prix promotionnel (EUR)'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Le prix personnalisé doit être compris entre 5 et 1000')).toBeTruthy();
    expect(screen.getByText('Le prix promotionnel ne peut pas dépasser le prix normal')).toBeTruthy();
    expect(screen.getByText('La promotion doit durer au moins 3 heures')).toBeTruthy();
  });

  it('the total counts a fan in two chosen audiences once: the distinct recipients the API counts', async () => {
    const api = pushApi();
    renderWithClient(<PushComposer />, api.client);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Abonnés (12)' }));
    expect(await screen.findByText('12 destinataires au total')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Followers (30)' }));
    // 12 + 30 would count the 7 subscribers who also follow twice.
    expect(await screen.findByText('35 destinataires au total')).toBeTruthy();
    const counted = api.calls.filter((call) => call.path === '/pushes/targets/recipients');
    expect(counted.at(-1)?.query.get('targets')).toBe('subscribers,followers');
  });

  it('what fans will see follows the form as the creator types: the message, the locked medias, the price', async () => {
    renderWithClient(<PushComposer />, pushClient());
    const preview = within(await screen.findByRole('complementary', { name: 'Ce que vos fans verront' }));
    expect(preview.getByText('Votre message apparaîtra ici.')).toBeTruthy();
    expect(preview.getByText('0 média à débloquer')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Message'), 'Coucher de soleil');
    expect(preview.getByText('Coucher de soleil')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Autre montant' }));
    await userEvent.type(screen.getByLabelText('Votre prix (EUR)'), '12.5');
    expect(preview.getByText(/12,50\s€/)).toBeTruthy();
  });

  it('an edited push shows its stored message in the page before its code runs (spec 2 "/push/*", spec 4)', async () => {
    const { client } = pushApi(storedPush({ caption: 'Exclusive video this weekend' }));
    const firstData = await readFirstData(client, pushComposerFirstQueries(storedPush().id), 1000);
    const page = await serverPage(<PushComposer pushId={storedPush().id} />, client, firstData);
    expect(page.querySelector<HTMLTextAreaElement>('textarea[name="caption"]')?.defaultValue).toBe(
      'Exclusive video this weekend',
    );
  });
});

describe('push composer recap and saving (spec 2, 3, 7)', () => {
  it('an edited push with a price outside the presets loads as a custom price (spec 3) and saves only what changed', async () => {
    const api = pushApi();
    const onUpdated = vi.fn();
    renderWithClient(<PushComposer pushId={storedPush().id} onUpdated={onUpdated} />, api.client);
    expect(await screen.findByRole('radio', { name: 'Autre montant' })).toHaveProperty('checked', true);
    expect((screen.getByLabelText('Votre prix (EUR)') as HTMLInputElement).value).toBe('12.5');
    const caption = screen.getByLabelText('Message');
    await userEvent.clear(caption);
    await userEvent.type(caption, 'New words');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre push' })).toBeTruthy();
    expect(screen.getByText('12,50 €')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledTimes(1));
    // Only the caption changed, sent with the version it was read at.
    expect(api.sent(`PATCH ${PUSH_PATH}`)).toEqual([{ caption: 'New words', version: 3 }]);
    expect(await screen.findByRole('heading', { name: 'Votre push est mis à jour' })).toBeTruthy();
  });

  it('the recap, loaded when the creator reaches it, announces itself: its heading takes the focus', async () => {
    renderWithClient(<PushComposer pushId={storedPush().id} />, pushClient());
    await userEvent.click(await screen.findByRole('button', { name: 'Vérifier' }));
    const heading = await screen.findByRole('heading', { name: 'Vérifiez votre push' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('a stored push with a date loads as scheduled (spec 4) and the recap names the time zone', async () => {
    const scheduled = storedPush({ scheduledAt: '2026-12-24T17:00:00.000Z' });
    renderWithClient(<PushComposer pushId={scheduled.id} />, pushApi(scheduled).client);
    expect(await screen.findByRole('checkbox', { name: 'Programmer pour plus tard' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByText('Date et heure dans votre fuseau horaire : heure de Paris')).toBeTruthy();
  });

  it('a stale edit (409) says the push changed elsewhere and offers to load the latest version', async () => {
    const api = pushApi(storedPush(), { [`PATCH ${PUSH_PATH}`]: apiError(409, 'conflict') });
    renderWithClient(<PushComposer pushId={storedPush().id} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Vérifier' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer les modifications' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Ce push a été modifié ailleurs');
    await userEvent.click(screen.getByRole('button', { name: 'Charger la dernière version' }));
    expect(await screen.findByRole('heading', { name: 'Modifier le push' })).toBeTruthy();
    expect(api.sent(`GET ${PUSH_PATH}`)).toHaveLength(2);
  });

  it('a new push goes to the API in minor units with the chosen targets and medias (spec 3, 7)', async () => {
    const api = pushApi();
    const onCreated = vi.fn();
    sessionStorage.setItem(
      'mym-push-draft:new',
      JSON.stringify({
        targets: ['followers'],
        teaser: null,
        medias: [MEDIA],
        caption: 'Hello fans',
        price: { value: 10, currency: 'EUR' },
        customPrice: { value: null, currency: 'EUR' },
        hasDiscount: false,
        discount: { price: { value: null, currency: 'EUR' }, duration: null },
        isScheduled: false,
        scheduledAt: null,
        mod: false,
        playlists: [],
        thirdPartyConsent: false,
      }),
    );
    renderWithClient(<PushComposer onCreated={onCreated} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Vérifier' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer le push' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(api.sent('POST /pushes')).toEqual([
      expect.objectContaining({
        targets: ['followers'],
        medias: [{ id: MEDIA.id }],
        price: { value: 1000, currency: 'EUR' },
        discount: null,
        scheduledAt: null,
      }),
    ]);
    // One key for this composition: a second click or a retry names the same push.
    const created = api.calls.find((call) => call.method === 'POST' && call.path === '/pushes');
    expect(created?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    // The draft of this tab is dropped once the push exists.
    expect(sessionStorage.getItem('mym-push-draft:new')).toBeNull();
  });
});

describe('inside the composer, places are links (a collection has its own URL)', () => {
  it("with the host's screen URLs, each collection of the cloud step is a link to it, followed in place on a click", async () => {
    const api = pushApi(storedPush(), {
      'GET /creators/collections': {
        body: {
          collections: [
            { id: 'c1', name: 'Plage', preview: null, mediaCount: 2, imageCount: 2, videoCount: 0 },
          ],
          pagination: { offset: null, items_total: 1 },
        },
      },
    });
    const onStepChange = vi.fn();
    renderWithClient(
      <PushComposer
        step={{ screen: 'cloud' }}
        onStepChange={onStepChange}
        stepHref={(step) =>
          step.screen === 'collection' ? `/app/push/cloud/collections/${step.collectionId}` : '/app/push'
        }
      />,
      api.client,
    );
    const link = await screen.findByRole('link', { name: /Plage/ });
    expect(link.getAttribute('href')).toBe('/app/push/cloud/collections/c1');
    await userEvent.click(link);
    expect(onStepChange).toHaveBeenCalledWith(
      { screen: 'collection', collectionId: 'c1' },
      expect.anything(),
    );
  });
});
