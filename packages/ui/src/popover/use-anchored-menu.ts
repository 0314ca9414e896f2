import { type CSSProperties, useEffect, useState } from 'react';
import type { followControl } from './menu-position';

let positioning: Promise<{ followControl: typeof followControl }> | undefined;
/** floating-ui's positioning (about 7 KB gzip) loads when a menu first opens, not with every combobox's screen. */
const loadPositioning = () => {
  positioning ??= import('./menu-position').catch((error: unknown) => {
    positioning = undefined;
    throw error;
  });
  return positioning;
};

/**
 * Until its place is known, an open menu stays transparent rather than flash in the page's corner (still in the
 * accessibility tree: a screen reader hears the options at once).
 */
const UNPLACED: CSSProperties = { position: 'fixed', left: 0, top: 0, opacity: 0 };

/**
 * Places a menu under its control with floating-ui: same width as the control, flipped above it when there is
 * no room below, kept in place while the page scrolls or resizes. Positioning is all a menu needs (downshift does
 * the rest), so it uses floating-ui's positioning layer, `@floating-ui/react-dom`, not `@floating-ui/react` (20 KB
 * with its interactions and focus management), and loads it the first time a menu opens.
 */
export function useAnchoredMenu(open: boolean) {
  const [control, setControl] = useState<HTMLElement | null>(null);
  const [menu, setFloating] = useState<HTMLElement | null>(null);
  const [floatingStyles, setFloatingStyles] = useState<CSSProperties>(UNPLACED);
  // Fetched as the creator reaches the control, so the menu is placed as it opens.
  useEffect(() => {
    if (!control) return;
    const preload = () => void loadPositioning().catch(() => undefined);
    control.addEventListener('focusin', preload, { once: true });
    control.addEventListener('pointerenter', preload, { once: true });
    return () => {
      control.removeEventListener('focusin', preload);
      control.removeEventListener('pointerenter', preload);
    };
  }, [control]);
  useEffect(() => {
    if (!open || !control || !menu) return;
    let stop: (() => void) | undefined;
    let closed = false;
    loadPositioning().then(
      (positioning) => {
        if (closed) return;
        stop = positioning.followControl(control, menu, ({ x, y }) => {
          if (!closed) setFloatingStyles({ position: 'fixed', left: x, top: y });
        });
      },
      // Offline before the first menu opened: the menu still shows, where the page puts it.
      () => !closed && setFloatingStyles({ position: 'fixed' }),
    );
    return () => {
      closed = true;
      stop?.();
    };
  }, [open, control, menu]);
  return { refs: { setReference: setControl, setFloating }, floatingStyles };
}
