import type { MediaItem } from '@mym/sdk';
import { mediaItem } from '@mym/sdk/testing';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { rgbaToThumbHash } from 'thumbhash';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { creatorClient, creatorRoutes } from '../test-support/creator-api';
import { renderWithClient } from '../test-support/render-with-client';
import { CollectionBrowser } from './CollectionBrowser';
import { columnsFor } from './grid-geometry';
import MediaGrid from './MediaGrid';

afterEach(cleanup);
// jsdom has no layout: the page scrolls where the test says, and the grid starts at the top of the page.
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 1024, height: 0 }) as DOMRect,
  );
});

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

const ids = (count: number) => Array.from({ length: count }, (_, i) => `media-${i}`);

function Grid({
  items,
  onLoadMore = vi.fn(),
  hasMore = false,
}: {
  items: string[];
  onLoadMore?: () => void;
  hasMore?: boolean;
}) {
  return (
    <MediaGrid
      label="Plage"
      items={items}
      itemKey={(id) => id}
      rowHeight={200}
      hasMore={hasMore}
      loading={false}
      loadingLabel="Chargement"
      onLoadMore={onLoadMore}
      renderItem={(id) => <button type="button">{id}</button>}
    />
  );
}

describe('the virtualized media grid (10,000 medias stay smooth)', () => {
  it('10,000 medias put only the rows near the window in the DOM, each with its place in the whole', () => {
    scrollWindowTo(0);
    render(<Grid items={ids(10_000)} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(3);
    expect(cards.length).toBeLessThan(60);
    expect(cards[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(cards[0]?.getAttribute('aria-setsize')).toBe('10000');
  });

  it('scrolling to the end shows the last media and drops the first rows', () => {
    scrollWindowTo(0);
    render(<Grid items={ids(10_000)} />);
    scrollWindowTo(Math.ceil(10_000 / 3) * 200 - window.innerHeight);
    expect(screen.getByRole('button', { name: 'media-9999' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'media-0' })).toBeNull();
    expect(screen.getAllByRole('listitem').length).toBeLessThan(60);
  });

  it('the card holding keyboard focus stays rendered when its row scrolls away', () => {
    scrollWindowTo(0);
    render(<Grid items={ids(10_000)} />);
    const first = screen.getByRole('button', { name: 'media-0' });
    act(() => first.focus());
    scrollWindowTo(300_000);
    expect(screen.getByRole('button', { name: 'media-0' })).toBe(first);
    expect(document.activeElement).toBe(first);
  });

  it('asks for the next page when the end of the grid is within 50 px of the window (spec 2, spec 9)', () => {
    scrollWindowTo(0);
    const onLoadMore = vi.fn();
    const { rerender } = render(<Grid items={ids(60)} hasMore onLoadMore={onLoadMore} />);
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollWindowTo(20 * 200 - window.innerHeight - 40);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // The same batch is never asked twice; the next one once more items arrived.
    scrollWindowTo(20 * 200 - window.innerHeight);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<Grid items={ids(63)} hasMore onLoadMore={onLoadMore} />);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    scrollWindowTo(21 * 200 - window.innerHeight);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('three cards a row on a phone and in the site column, more on a wider page', () => {
    expect(columnsFor(358)).toBe(3);
    expect(columnsFor(928)).toBe(3);
    expect(columnsFor(1400)).toBe(4);
  });
});

describe('thumbhash placeholders', () => {
  it("a media's thumbhash is painted behind its preview while it loads; without a preview the fallback stays", async () => {
    scrollWindowTo(0);
    const pixels = new Uint8Array(4 * 4 * 4).fill(200);
    const thumbhash = btoa(String.fromCharCode(...rgbaToThumbHash(4, 4, pixels)));
    const base: MediaItem = {
      ...mediaItem('00000000-0000-4000-8000-000000000001'),
      type: 'image/png',
      preview: '/preview.webp',
      thumbhash,
    };
    const missing = { ...base, id: '00000000-0000-4000-8000-000000000002', preview: null };
    const { client } = creatorClient(
      creatorRoutes({
        'GET /creators/collections/c1': {
          body: {
            collection: { id: 'c1', name: 'Plage' },
            medias: [base, missing],
            pagination: { offset: null, items_total: 2 },
          },
        },
        'GET /creators/collections': {
          body: { collections: [], pagination: { offset: null, items_total: 0 } },
        },
      }),
    );
    renderWithClient(<CollectionBrowser collectionId="c1" />, client);
    const image = await screen.findByAltText('Média 1');
    const preview = image.parentElement as HTMLElement;
    expect(preview.style.backgroundImage).toMatch(/^url\("data:image\/png;base64,/);
    const fallback = screen.getByRole('img', { name: 'Aperçu indisponible' });
    expect((fallback.parentElement as HTMLElement).style.backgroundImage).toBe('');
  });
});
