import { type RefObject, useEffect } from 'react';

/**
 * Moves focus to the heading of the screen just reached, as a page change would announce it. Rendered inside the
 * screens' Suspense boundary with a new key at each move: a screen whose code loads when the creator reaches it
 * gets the focus once it is on the page, not at the click that asked for it.
 */
export function ScreenArrival({ root }: { root: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('h1')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [root]);
  return null;
}
