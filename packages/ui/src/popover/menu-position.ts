import { autoUpdate, computePosition, flip, offset, size } from '@floating-ui/react-dom';

/** Where a menu stands: fixed to the viewport, under its control (or above it when there is no room below). */
export interface MenuPosition {
  x: number;
  y: number;
}

/**
 * Keeps `menu` under `control` while the page scrolls or resizes: same width as the control at least, flipped
 * above it when there is no room below. Answers the function that stops following.
 */
export function followControl(
  control: HTMLElement,
  menu: HTMLElement,
  place: (position: MenuPosition) => void,
): () => void {
  return autoUpdate(control, menu, () => {
    void computePosition(control, menu, {
      placement: 'bottom-start',
      strategy: 'fixed',
      middleware: [
        offset(4),
        flip({ padding: 8 }),
        size({
          apply({ rects, elements }) {
            elements.floating.style.minWidth = `${rects.reference.width}px`;
          },
        }),
      ],
    }).then(({ x, y }) => place({ x, y }));
  });
}
