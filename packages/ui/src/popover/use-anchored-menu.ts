import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';

/**
 * Places a menu under its control with floating-ui: same width as the control, flipped above it when there is
 * no room below, kept in place while the page scrolls or resizes.
 */
export function useAnchoredMenu(open: boolean) {
  return useFloating({
    open,
    placement: 'bottom-start',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        apply({ rects, elements }) {
          elements.floating.style.minWidth = `${rects.reference.width}px`;
        },
      }),
    ],
  });
}
