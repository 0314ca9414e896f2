import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
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
  // One request per batch: the flag resets when new items arrive or loading ends.
  const requested = useRef(false);
  useEffect(() => {
    requested.current = false;
  }, [items.length, loading]);

  const range = useVisibleRows(listRef, {
    rowCount,
    rowHeight,
    overscan,
    scroller,
    onMeasure: (distance) => {
      if (distance > INFINITE_SCROLL_THRESHOLD_PX || !hasMore || loading || requested.current) return;
      requested.current = true;
      onLoadMore?.();
    },
  });

  const visible = items.slice(range.start * columns, range.end * columns);
  const selfStyle: CSSProperties | undefined =
    scroller === 'self' ? { height, overflowY: 'auto', position: 'relative' } : undefined;

  return (
    <div className={cx('mym-infinite-list', className)}>
      <div
        ref={listRef}
        className="mym-infinite-list__viewport"
        style={selfStyle}
        // A scroll box must be reachable by keyboard to be scrolled without a mouse.
        tabIndex={scroller === 'self' ? 0 : undefined}
        role={scroller === 'self' ? 'region' : undefined}
        aria-label={scroller === 'self' ? label : undefined}
      >
        <div role="list" aria-label={label} aria-busy={loading || undefined} style={{ height: rowCount * rowHeight, position: 'relative' }}>
          <div
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
                <div
                  key={itemKey(item)}
                  role="listitem"
                  aria-posinset={index + 1}
                  aria-setsize={hasMore ? -1 : items.length}
                  className="mym-infinite-list__item"
                >
                  {renderItem(item, index)}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      {loading && <Loader className="mym-infinite-list__loader" label={loadingLabel} />}
    </div>
  );
}
