import { type RefObject, useLayoutEffect, useState } from 'react';

/** Fewest cards per row: a phone (390 px) and the site's 960 px column both show three, as before virtualizing. */
const MIN_COLUMNS = 3;
/** A card gets at least this width before the grid adds a column (a partner page wider than the site's). */
const CARD_MIN_WIDTH_PX = 300;

/** Cards per row for a grid this wide. */
export function columnsFor(width: number): number {
  return Math.max(MIN_COLUMNS, Math.floor(width / CARD_MIN_WIDTH_PX));
}

/** Cards per row, following the grid's width (jsdom has no layout: three there). */
export function useGridColumns(list: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(MIN_COLUMNS);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setColumns(columnsFor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [list]);
  return columns;
}

/**
 * Where the grid starts in the page (the virtualizer's scroll margin). Measured when the screen holding it changes
 * size (the upload list grows, items arrive, the header wraps) and when the window resizes: a resize observer
 * reads it after layout, so neither scrolling nor a new page forces a layout of its own.
 */
export function useOffsetInPage(list: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const container = element.closest('section') ?? element.parentElement;
    const observer =
      typeof ResizeObserver === 'undefined' || !container ? undefined : new ResizeObserver(measure);
    if (container) observer?.observe(container);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [list]);
  return offset;
}
