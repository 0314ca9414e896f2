import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface VisibleRowsOptions {
  rowCount: number;
  rowHeight: number;
  overscan: number;
  /** `window` follows the page scroll; `self` the list's own scroll box. */
  scroller: 'window' | 'self';
  /** Called with the distance in px between the viewport bottom and the list's end on each measure. */
  onMeasure?: (distanceToEnd: number) => void;
}

export interface RowRange {
  start: number;
  end: number;
}

/**
 * Which rows intersect the viewport (plus overscan), so a list of 10,000 items keeps a few dozen in the DOM.
 * State only changes when the range does, so scrolling within a row costs no render.
 */
export function useVisibleRows(list: RefObject<HTMLElement | null>, options: VisibleRowsOptions): RowRange {
  const { rowCount, rowHeight, overscan, scroller } = options;
  const [range, setRange] = useState<RowRange>({ start: 0, end: Math.min(rowCount, overscan * 2) });
  const onMeasure = useRef(options.onMeasure);
  onMeasure.current = options.onMeasure;

  const measure = useCallback(() => {
    const el = list.current;
    if (!el) return;
    let top: number;
    let height: number;
    let distance: number;
    if (scroller === 'self') {
      top = el.scrollTop;
      height = el.clientHeight;
      distance = el.scrollHeight - el.scrollTop - el.clientHeight;
    } else {
      const rect = el.getBoundingClientRect();
      top = Math.max(0, -rect.top);
      height = window.innerHeight;
      distance = rect.bottom - window.innerHeight;
    }
    const start = Math.max(0, Math.floor(top / rowHeight) - overscan);
    const end = Math.min(rowCount, Math.ceil((top + height) / rowHeight) + overscan);
    setRange((current) => (current.start === start && current.end === end ? current : { start, end }));
    onMeasure.current?.(distance);
  }, [list, rowCount, rowHeight, overscan, scroller]);

  useLayoutEffect(measure, [measure]);

  useEffect(() => {
    const target: HTMLElement | Window | null = scroller === 'self' ? list.current : window;
    if (!target) return;
    target.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      target.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [list, measure, scroller]);

  return range;
}
