import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INFINITE_SCROLL_THRESHOLD_PX } from '../limits';
import { expectNoAxeViolations } from '../test-support/axe';
import { InfiniteList, type InfiniteListProps } from './infinite-list';

type Row = { id: number; name: string };
const many: Row[] = Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `Item ${i}` }));
const ROW = 50;
const spacer = () => document.querySelector<HTMLElement>('.mym-infinite-list__spacer')!;
const viewport = () => document.querySelector<HTMLElement>('.mym-infinite-list__viewport')!;

/** jsdom has no layout: give the list the box a browser would, scrolled by `scrolled` px. */
function placeList(list: HTMLElement, rows: number, scrolled: number) {
  list.getBoundingClientRect = () => {
    const top = -scrolled;
    return {
      top,
      bottom: top + rows * ROW,
      left: 0,
      right: 0,
      width: 0,
      height: rows * ROW,
      x: 0,
      y: top,
    } as DOMRect;
  };
}

function renderList(items = many, props: Partial<InfiniteListProps<Row>> = {}) {
  return render(
    <InfiniteList
      items={items}
      itemKey={(item) => item.id}
      renderItem={(item) => item.name}
      rowHeight={ROW}
      label="Medias"
      {...props}
    />,
  );
}

describe('InfiniteList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps 10,000 items smooth by rendering only rows near the viewport', () => {
    renderList();
    const rendered = screen.getAllByRole('listitem');
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('10000');
    expect(spacer().style.height).toBe(`${10_000 * ROW}px`);
  });

  it('renders the rows that scroll into view', () => {
    renderList();
    const list = viewport();
    placeList(list, 10_000, 250_000);
    act(() => {
      fireEvent.scroll(window);
    });
    const first = screen.getAllByRole('listitem')[0]!;
    expect(Number(first.getAttribute('aria-posinset'))).toBeGreaterThan(4990);
    expect(screen.getByText('Item 5000')).toBeTruthy();
  });

  it('loads more when within 50px of the bottom (spec 2 "Layout", spec 9)', () => {
    expect(INFINITE_SCROLL_THRESHOLD_PX).toBe(50);
    const onLoadMore = vi.fn();
    let rows = 40;
    // Where the list's end sits: `gap` px below the viewport bottom.
    let gap = 51;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
      const bottom = window.innerHeight + gap;
      return {
        top: bottom - rows * ROW,
        bottom,
        left: 0,
        right: 0,
        width: 0,
        height: rows * ROW,
        x: 0,
        y: 0,
      } as DOMRect;
    });
    const list = (count: number, hasMore = true) => (
      <InfiniteList
        items={many.slice(0, count)}
        itemKey={(item) => item.id}
        renderItem={(item) => item.name}
        rowHeight={ROW}
        label="Medias"
        hasMore={hasMore}
        onLoadMore={onLoadMore}
      />
    );
    const scroll = () => act(() => void fireEvent.scroll(window));

    const { rerender } = render(list(40));
    expect(onLoadMore).not.toHaveBeenCalled();
    gap = 50;
    scroll();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    scroll();
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rows = 60;
    rerender(list(60));
    scroll();
    expect(onLoadMore).toHaveBeenCalledTimes(2);

    rows = 80;
    rerender(list(80, false));
    scroll();
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('lays items out in rows of several columns for grids', () => {
    renderList(many.slice(0, 9), { columns: 3 });
    expect(spacer().style.height).toBe(`${3 * ROW}px`);
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
  });

  it('has no axe violations, in page and self scrolling, while loading', async () => {
    const { container } = render(
      <div>
        <InfiniteList
          items={many.slice(0, 5)}
          itemKey={(i) => i.id}
          renderItem={(i) => i.name}
          rowHeight={ROW}
          label="A"
          loading
        />
        <InfiniteList
          items={many.slice(0, 5)}
          itemKey={(i) => i.id}
          renderItem={(i) => i.name}
          rowHeight={ROW}
          label="B"
          scroller="self"
          height={200}
        />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
