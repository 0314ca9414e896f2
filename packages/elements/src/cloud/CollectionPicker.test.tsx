import type { CollectionPage, MediaItem } from '@mym/sdk';
import { apiError } from '@mym/sdk/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creatorClient, creatorRoutes } from '../test-support/creator-api';
import { renderWithClient } from '../test-support/render-with-client';
import { CollectionPicker } from './CollectionPicker';

afterEach(cleanup);

function media(n: number): MediaItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: n % 2 ? 'image' : 'video',
    preview: null,
    isScheduled: false,
    isPrivate: true,
    price: null,
    imageCount: n % 2,
    videoCount: (n + 1) % 2,
    duration: n % 2 ? null : 65,
  };
}

/** Collection c1 answered page by page (two medias a page), as `GET /creators/collections/c1?offset=` reads. */
function apiWith(pages: CollectionPage[]) {
  return creatorClient(
    creatorRoutes({
      'GET /creators/collections/c1': (call) => {
        const found = pages.find((_page, index) => Number(call.query.get('offset') ?? 0) === index * 2);
        return found ? { body: found } : apiError(404, 'not_found');
      },
    }),
  );
}
const clientWith = (pages: CollectionPage[]) => apiWith(pages).client;

const PAGE: CollectionPage = {
  collection: { id: 'c1', name: 'Plage' },
  medias: [media(1), media(2)],
  pagination: { offset: null, items_total: 2 },
};

describe('the collection screen (spec 2 "Collection screen")', () => {
  it('shows the collection name as title and the chosen count in the bottom bar', async () => {
    renderWithClient(
      <CollectionPicker collectionId="c1" max={1} selected={[]} onAdd={vi.fn()} onBack={vi.fn()} />,
      clientWith([PAGE]),
    );
    expect(await screen.findByRole('heading', { name: 'Plage' })).toBeTruthy();
    expect(screen.getByText('Sélection : 0 / 1')).toBeTruthy();
  });

  it('with one media allowed, choosing another replaces the choice and choosing it again clears it', async () => {
    renderWithClient(
      <CollectionPicker collectionId="c1" max={1} selected={[]} onAdd={vi.fn()} onBack={vi.fn()} />,
      clientWith([PAGE]),
    );
    const first = await screen.findByRole('checkbox', { name: 'Choisir le média 1' });
    const second = screen.getByRole('checkbox', { name: 'Choisir le média 2' });
    await userEvent.click(first);
    await userEvent.click(second);
    expect((first as HTMLInputElement).checked).toBe(false);
    expect((second as HTMLInputElement).checked).toBe(true);
    await userEvent.click(second);
    expect((second as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Sélection : 0 / 1')).toBeTruthy();
  });

  it('adding hands back id, preview url and file type of every chosen media (spec 2)', async () => {
    const onAdd = vi.fn();
    renderWithClient(
      <CollectionPicker collectionId="c1" max={5} selected={[]} onAdd={onAdd} onBack={vi.fn()} />,
      clientWith([PAGE]),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Choisir le média 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choisir le média 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(onAdd).toHaveBeenCalledWith([
      { id: media(1).id, preview: null, type: 'image' },
      { id: media(2).id, preview: null, type: 'video' },
    ]);
  });

  it('medias chosen in another collection stay chosen when adding from this one (push, several medias)', async () => {
    const onAdd = vi.fn();
    const elsewhere = { id: '00000000-0000-4000-8000-999999999999', preview: null, type: 'image' };
    renderWithClient(
      <CollectionPicker collectionId="c1" max={5} selected={[elsewhere]} onAdd={onAdd} onBack={vi.fn()} />,
      clientWith([PAGE]),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Choisir le média 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(onAdd).toHaveBeenCalledWith([elsewhere, { id: media(1).id, preview: null, type: 'image' }]);
  });

  it('an empty collection says its recent items are empty (spec 2)', async () => {
    renderWithClient(
      <CollectionPicker collectionId="c1" max={1} selected={[]} onAdd={vi.fn()} onBack={vi.fn()} />,
      clientWith([{ ...PAGE, medias: [], pagination: { offset: null, items_total: 0 } }]),
    );
    expect(await screen.findByText('Aucun élément récent')).toBeTruthy();
  });

  it('a failed load shows an error with a retry that loads again (spec 8 "Display")', async () => {
    const api = apiWith([PAGE]);
    api.answerNext('GET /creators/collections/c1', new TypeError('fetch failed'));
    renderWithClient(
      <CollectionPicker collectionId="c1" max={1} selected={[]} onAdd={vi.fn()} onBack={vi.fn()} />,
      api.client,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Plage' })).toBeTruthy());
    expect(api.sent('GET /creators/collections/c1')).toHaveLength(2);
  });
});
