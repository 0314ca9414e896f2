import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone rather than squeeze: the scrolling box is a named region the
 * keyboard can reach, so its hidden columns are reachable without a pointer.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <section className="mym-incomes__table-scroll" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
