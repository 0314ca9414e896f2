import { cx } from '@mym/ui';
import type { ReactNode } from 'react';

export interface CatalogLinkProps {
  /** Where the host shows the screen; without it the callback alone moves (a partner page). */
  href?: string | undefined;
  onNavigate?: (() => void) | undefined;
  variant?: 'primary' | 'secondary' | 'tertiary' | 'text';
  size?: 'small' | 'medium';
  'aria-label'?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A move to another catalog screen. Elements never know the host's URLs (DESIGN "Routes"): a link when the host
 * gave an href (so it opens in a new tab too), a button when it only gave a callback, nothing when it gave neither.
 */
export function CatalogLink({
  href,
  onNavigate,
  variant = 'text',
  size = 'medium',
  className,
  children,
  ...aria
}: CatalogLinkProps) {
  const look = cx(
    variant === 'text'
      ? 'mym-text-button mym-consultations-link'
      : `mym-button mym-button--${variant} mym-button--${size}`,
    className,
  );
  if (href) {
    return (
      <a
        className={look}
        href={href}
        aria-label={aria['aria-label']}
        onClick={(event) => {
          // A plain click stays in the host's hands; a modified one (new tab) keeps the browser's meaning.
          if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onNavigate();
        }}
      >
        {children}
      </a>
    );
  }
  if (!onNavigate) return null;
  return (
    <button type="button" className={look} aria-label={aria['aria-label']} onClick={onNavigate}>
      {children}
    </button>
  );
}
