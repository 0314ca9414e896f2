import type { CollectionSummary, MediaItem } from '@mym/sdk';
import { type ApiCall, apiError, mediaItem, ok } from '@mym/sdk/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creatorClient } from '../test-support/creator-api';
import { renderWithClient } from '../test-support/render-with-client';
import { CloudCollections } from './CloudCollections';
import { CollectionBrowser } from './CollectionBrowser';

afterEach(cleanup);

/** The queries of each `DELETE` of a collection (`moveTo`: where its medias went). */
const deletesOf = (api: { calls: ApiCall[] }, id: string) =>
  api.calls
    .filter((call) => call.method === 'DELETE' && call.path === `/creators/collections/${id}`)
    .map((call) => Object.fromEntries(call.query));

const summary = (id: string, name: string, images: number, videos: number): CollectionSummary => ({
  id,
  name,
  preview: null,
  mediaCount: images + videos,
  imageCount: images,
  videoCount: videos,
});

/**
 * The cloud API over these collections, collection c1 (Plage) holding `medias`: collections are created,
 * renamed and deleted, medias moved and deleted. `show` changes what c1 answers from then on.
 */
function clientWith(collections: CollectionSummary[], medias: MediaItem[] = []) {
  let shown = medias;
  const api = creatorClient((call) => {
    const body = call.body as { name?: string } | undefined;
    const [, , area, id] = call.path.split('/');
    if (call.path === '/creators/collections') {
      if (call.method === 'GET')
        return ok({ collections, pagination: { offset: null, items_total: collections.length } });
      if (call.method === 'POST') return ok(summary('c9', body?.name ?? '', 0, 0), 201);
    }
    if (area === 'collections' && id) {
      if (call.method === 'GET')
        return ok({
          collection: { id: 'c1', name: 'Plage' },
          medias: shown,
          pagination: { offset: null, items_total: shown.length },
        });
      if (call.method === 'PATCH') return ok(summary(id, body?.name ?? '', 0, 0));
      if (call.method === 'DELETE') return { status: 204 };
    }
    if (call.path.startsWith('/medias/') && ['PATCH', 'DELETE'].includes(call.method)) return { status: 204 };
    return undefined;
  });
  const show = (medias: MediaItem[]) => {
    shown = medias;
  };
  /** The `GET` of collection c1, each with its query (`sort`, `q`). */
  const reads = () =>
    api.calls
      .filter((call) => call.method === 'GET' && call.path === '/creators/collections/c1')
      .map((call) => Object.fromEntries(call.query));
  return { ...api, show, reads };
}

const media = (id: string, usedIn: number, usedBy?: MediaItem['usedBy']): MediaItem => ({
  ...mediaItem(id),
  preview: null,
  usedIn,
  ...(usedBy ? { usedBy } : {}),
});

describe('the cloud library', () => {
  it('lists each collection with its counts of images and videos', async () => {
    const { client } = clientWith([summary('c1', 'Plage', 3, 2)]);
    renderWithClient(<CloudCollections manage onOpen={vi.fn()} />, client);
    expect(await screen.findByText('Images : 3 · Vidéos : 2')).toBeTruthy();
  });

  it('a new collection needs a name: the spec key shows under the field, then it is created and opened', async () => {
    const api = clientWith([]);
    const onOpen = vi.fn();
    renderWithClient(<CloudCollections manage onOpen={onOpen} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Nouvelle collection' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Ce champ est obligatoire')).toBeTruthy();
    expect(api.sent('POST /creators/collections')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Nom'), 'Été');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.sent('POST /creators/collections')).toEqual([{ name: 'Été' }]));
    await waitFor(() =>
      expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'c9', name: 'Été' })),
    );
  });

  it('deleting a collection with medias asks where they go, and moves them by default', async () => {
    const api = clientWith([summary('c1', 'Plage', 1, 1), summary('c2', 'Archives', 0, 0)]);
    renderWithClient(<CloudCollections manage onOpen={vi.fn()} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Plage' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Que deviennent ses 2 médias ?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(deletesOf(api, 'c1')).toEqual([{ moveTo: 'c2' }]));
  });

  it('a delete refused because a post uses a media says so and keeps the dialog open', async () => {
    const api = clientWith([summary('c1', 'Plage', 1, 0)]);
    api.answerNext(
      'DELETE /creators/collections/c1',
      apiError(409, 'media_in_use'),
      Number.POSITIVE_INFINITY,
    );
    renderWithClient(<CloudCollections manage onOpen={vi.fn()} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Plage' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(deletesOf(api, 'c1')).toEqual([{}]);
  });
});

describe('medias of a collection: used in N, move, delete', () => {
  it('a media in use says in what (posts, pushes, profile picture), and its delete is not offered', async () => {
    const api = clientWith(
      [summary('c1', 'Plage', 2, 0), summary('c2', 'Archives', 0, 0)],
      [
        media('m1', 2, { posts: 1, pushes: 1, profilePicture: true }),
        media('m2', 0, { posts: 0, pushes: 0, profilePicture: false }),
      ],
    );
    renderWithClient(<CollectionBrowser collectionId="c1" />, api.client);
    expect(
      await screen.findByText('Utilisé dans : 1 publication, 1 push et la photo de profil'),
    ).toBeTruthy();
    expect(screen.getAllByText(/Utilisé dans/)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer le média 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect((within(dialog).getByRole('button', { name: 'Supprimer' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await userEvent.click(screen.getByRole('button', { name: 'Déplacer le média 2' }));
    const move = await screen.findByRole('dialog');
    await userEvent.click(within(move).getByRole('button', { name: 'Déplacer' }));
    await waitFor(() => expect(api.sent('PATCH /medias/m2')).toEqual([{ collectionId: 'c2' }]));
  });
});

describe('a collection is searched by file name and sorted by date, name or type', () => {
  it('typing asks for the matching medias once typing pauses; the order asks at once; no match says so', async () => {
    const api = clientWith([summary('c1', 'Plage', 1, 0)], [media('m1', 0)]);
    renderWithClient(<CollectionBrowser collectionId="c1" />, api.client);
    await screen.findByRole('button', { name: 'Supprimer le média 1' });
    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'Nom');
    await waitFor(() => expect(api.reads().at(-1)).toMatchObject({ sort: 'name' }));
    api.show([]);
    await userEvent.type(screen.getByLabelText('Chercher par nom de fichier'), 'soleil');
    expect(await screen.findByText('Aucun média ne correspond', {}, { timeout: 3000 })).toBeTruthy();
    expect(api.reads().at(-1)).toMatchObject({ q: 'soleil', sort: 'name' });
    expect(api.reads().filter((query) => query.q === 'soleil')).toHaveLength(1);
  });
});

describe('a collection that does not exist (spec 8 display)', () => {
  it('says so with the way back to the cloud, and offers no upload zone or retry', async () => {
    const api = clientWith([]);
    api.answerNext('GET /creators/collections/c404', apiError(404, 'not_found'), Number.POSITIVE_INFINITY);
    renderWithClient(<CollectionBrowser collectionId="c404" backHref="/app/mym-cloud" />, api.client);
    expect(await screen.findByText("Cette collection n'existe pas ou a été supprimée")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au cloud' }).getAttribute('href')).toBe('/app/mym-cloud');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(screen.queryByText(/glissez/i)).toBeNull();
  });
});

describe('collections are places with their own URL', () => {
  it('with a page per collection, each opens through a link to it (new tab, shared)', async () => {
    const { client } = clientWith([summary('c1', 'Plage', 2, 1)]);
    const onOpen = vi.fn();
    renderWithClient(
      <CloudCollections
        manage
        onOpen={onOpen}
        collectionHref={(c) => `/app/mym-cloud/collections/${c.id}`}
      />,
      client,
    );
    const link = await screen.findByRole('link', { name: /Plage/ });
    expect(link.getAttribute('href')).toBe('/app/mym-cloud/collections/c1');
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
  });
});
