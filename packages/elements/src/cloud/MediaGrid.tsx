import { Loader } from '@mym/ui';
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, memo, type ReactNode, useCallback, useRef } from 'react';
import { useGridColumns, useOffsetInPage } from './grid-geometry';
import { useEndOfGrid } from './use-end-of-grid';

export interface MediaGridProps<Item> {
  /** Translated name of the grid. */
  label: string;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** Height of one row of cards in px: rows are fixed, so 10,000 medias need no measuring. */
  rowHeight: number;
  hasMore: boolean;
  loading: boolean;
  loadingLabel: string;
  onLoadMore: () => void;
  className?: string;
}

/** Rows rendered beyond each edge of the window: what Tab reaches next is already there to take focus. */
const OVERSCAN_ROWS = 3;
/**
 * The window's size before the browser has measured it (on the server, and while the island hydrates): a phone's
 * screen. The first HTML so shows the first rows of medias, and hydration renders the very same rows, instead of
 * an empty grid the browser filled in after its script ran.
 */
const FIRST_PAINT_RECT = { width: 390, height: 844 };

/**
 * The cloud's media grid (smooth with 10,000 medias): rows of cards virtualized against the page's
 * scroll with `@tanstack/react-virtual`, so only the rows near the window are in the DOM. The row holding focus
 * stays rendered wherever the page scrolls, so keyboard focus is never dropped; the next page is asked when the
 * grid's end comes within 50 px of the window's bottom (spec 2 "Layout", spec 9).
 */
export default function MediaGrid<Item>({
  label,
  items,
  itemKey,
  renderItem,
  rowHeight,
  hasMore,
  loading,
  loadingLabel,
  onLoadMore,
  className,
}: MediaGridProps<Item>) {
  const listRef = useRef<HTMLUListElement>(null);
  const columns = useGridColumns(listRef);
  const scrollMargin = useOffsetInPage(listRef);
  const rowCount = Math.ceil(items.length / columns);
  const focusedRow = useRef<number | null>(null);

  const rangeExtractor = useCallback((range: Range) => {
    const rows = defaultRangeExtractor(range);
    const kept = focusedRow.current;
    if (kept === null || kept >= range.count || rows.includes(kept)) return rows;
    return [...rows, kept].sort((a, b) => a - b);
  }, []);

  // Rows are fixed: the grid ends where its last row does, known before the virtualizer is asked.
  useEndOfGrid({
    end: scrollMargin + rowCount * rowHeight,
    itemCount: items.length,
    hasMore,
    loading,
    onLoadMore,
  });

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    rangeExtractor,
    initialRect: FIRST_PAINT_RECT,
  });
  const rows = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row]')?.dataset.row;
    focusedRow.current = row === undefined ? null : Number(row);
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedRow.current = null;
  };

  return (
    <div className={className}>
      <ul
        ref={listRef}
        aria-label={label}
        aria-busy={loading || undefined}
        className="mym-media-grid__rows"
        style={{ height: totalSize }}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {rows.flatMap((row) =>
          items.slice(row.index * columns, (row.index + 1) * columns).map((item, column) => {
            const index = row.index * columns + column;
            return (
              <GridCell
                key={itemKey(item)}
                item={item}
                index={index}
                row={row.index}
                top={row.start - scrollMargin}
                column={column}
                columns={columns}
                height={rowHeight}
                setSize={hasMore ? -1 : items.length}
                renderItem={renderItem}
              />
            );
          }),
        )}
      </ul>
      {loading && <Loader className="mym-media-grid__loader" label={loadingLabel} />}
    </div>
  );
}

interface GridCellProps<Item> {
  item: Item;
  index: number;
  row: number;
  top: number;
  column: number;
  columns: number;
  height: number;
  setSize: number;
  renderItem: (item: Item, index: number) => ReactNode;
}

/**
 * One card at its place. Memoized: scrolling re-renders the grid on every frame, and a card whose place did not
 * change is not rendered again. Each card tells assistive technology its position in the whole collection.
 */
const GridCell = memo(function GridCell<Item>({
  item,
  index,
  row,
  top,
  column,
  columns,
  height,
  setSize,
  renderItem,
}: GridCellProps<Item>) {
  return (
    <li
      className="mym-media-grid__cell"
      data-row={row}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      style={{
        height,
        width: `${100 / columns}%`,
        left: `${(100 * column) / columns}%`,
        transform: `translateY(${top}px)`,
      }}
    >
      {renderItem(item, index)}
    </li>
  );
}) as <Item>(props: GridCellProps<Item>) => ReactNode;
