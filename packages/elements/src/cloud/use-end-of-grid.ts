import { INFINITE_SCROLL_THRESHOLD_PX } from '@mym/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';

export interface EndOfGrid {
  /** Where the grid ends in the page, in px from its top. */
  end: number;
  itemCount: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * Asks for the next page when the grid's end comes within 50 px of the window's bottom (spec 2 "Layout", spec 9),
 * on scroll, on resize and when items arrive. One request per batch: asking again needs new items, so a batch that
 * brings none cannot loop. Call it before the virtualizer: its scroll listener then runs first, reading the scroll
 * position while layout is still clean, before the virtualizer renders new rows.
 */
export function useEndOfGrid(options: EndOfGrid): void {
  const latest = useRef(options);
  latest.current = options;
  const requestedAt = useRef<number | null>(null);
  const check = useRef(() => {
    const { end, itemCount, hasMore, loading, onLoadMore } = latest.current;
    if (!hasMore || loading || requestedAt.current === itemCount) return;
    if (end - (window.scrollY + window.innerHeight) > INFINITE_SCROLL_THRESHOLD_PX) return;
    requestedAt.current = itemCount;
    onLoadMore();
  }).current;

  useLayoutEffect(() => {
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [check]);

  const { end, itemCount, hasMore, loading } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a grown grid or a finished load is a reason to check again
  useEffect(check, [check, end, itemCount, hasMore, loading]);
}
