import type { MouseEvent, ReactNode } from 'react';

/** A click the browser should handle itself: a new tab or window asked with a modifier or another button. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * What opens a collection: a link to its page when the host has one (a place has its own URL: new tab, shared
 * link), followed in place on a plain click; a button where the host has no page for it (a partner's element).
 */
export function CollectionOpener({
  href,
  onOpen,
  children,
}: {
  href?: string | undefined;
  onOpen: () => void;
  children: ReactNode;
}) {
  if (!href) {
    return (
      <button type="button" className="mym-row-card mym-cloud__collection" onClick={onOpen}>
        {children}
      </button>
    );
  }
  return (
    <a
      className="mym-row-card mym-cloud__collection"
      href={href}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}
