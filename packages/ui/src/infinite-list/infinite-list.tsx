import { type CSSProperties, type HTMLAttributes, type ReactNode, useRef } from 'react';
import { cx } from '../class-names';
import { INFINITE_SCROLL_THRESHOLD_PX } from '../limits';
import { Loader } from '../loader/loader';
import { useVisibleRows } from './use-visible-rows';

export interface InfiniteListProps<Item> {
  items: readonly Item[];
  renderItem: (item: Item, index: number) => ReactNode;
  /** Stable key of an item. */
  itemKey: (item: Item) => string | number;
  /** Height of one row in px; rows are fixed-height so the list can skip rendering what is off screen. */
  rowHeight: number;
  /** Items per row, for grids. */
  columns?: number;
  /** Called when the end of the list comes within 50 px of the viewport bottom (spec 2 "Layout", spec 9). */
  onLoadMore?: () => void;
  hasMore?: boolean;
  loading?: boolean;
  /** Translated text of the loader shown while more items load. */
  loadingLabel?: string;
  /** Translated name of the list. */
  label: string;
  /** `window` (default) pages with the document; `self` scrolls inside a box of the given height. */
  scroller?: 'window' | 'self';
  height?: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number;
  className?: string;
}

/**
 * A list that asks for more items near its end (spec 2 "infinite-scroll list"). Only rows near the viewport are
 * rendered; each item still tells assistive technology its position in the whole list.
 */
export function InfiniteList<Item>({
  items,
  renderItem,
  itemKey,
  rowHeight,
  columns = 1,
  onLoadMore,
  hasMore = false,
  loading = false,
  loadingLabel = 'list_loading',
  label,
  scroller = 'window',
  height,
  overscan = 4,
  className,
}: InfiniteListProps<Item>) {
  const listRef = useRef<HTMLDivElement>(null);
  const rowCount = Math.ceil(items.length / columns);
  // One request per batch: asking again needs new items, so a batch that brings none cannot loop.
  const requestedAt = useRef<number | null>(null);

  const range = useVisibleRows(listRef, {
    rowCount,
    rowHeight,
    overscan,
    scroller,
    onMeasure: (distance) => {
      if (distance > INFINITE_SCROLL_THRESHOLD_PX || !hasMore || loading) return;
      if (requestedAt.current === items.length) return;
      requestedAt.current = items.length;
      onLoadMore?.();
    },
  });

  const visible = items.slice(range.start * columns, range.end * columns);
  // A scroll box of its own is a named region reachable by keyboard, or it could not be scrolled without a mouse.
  const scrollBox: HTMLAttributes<HTMLDivElement> =
    scroller === 'self'
      ? {
          role: 'region',
          'aria-label': label,
          tabIndex: 0,
          style: { height, overflowY: 'auto', position: 'relative' },
        }
      : {};

  return (
    <div className={cx('mym-infinite-list', className)}>
      <div ref={listRef} className="mym-infinite-list__viewport" {...scrollBox}>
        <div
          className="mym-infinite-list__spacer"
          style={{ height: rowCount * rowHeight, position: 'relative' }}
        >
          <ul
            aria-label={label}
            aria-busy={loading || undefined}
            className="mym-infinite-list__rows"
            style={
              {
                transform: `translateY(${range.start * rowHeight}px)`,
                '--mym-list-columns': columns,
                '--mym-list-row-height': `${rowHeight}px`,
              } as CSSProperties
            }
          >
            {visible.map((item, offset) => {
              const index = range.start * columns + offset;
              return (
                <li
                  key={itemKey(item)}
                  aria-posinset={index + 1}
                  aria-setsize={hasMore ? -1 : items.length}
                  className="mym-infinite-list__item"
                >
                  {renderItem(item, index)}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      {loading && <Loader className="mym-infinite-list__loader" label={loadingLabel} />}
    </div>
  );
}
