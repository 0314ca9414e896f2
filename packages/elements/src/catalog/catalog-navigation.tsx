import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import type { CatalogNavigationOptions, CatalogScreen } from './catalog-screens';

/**
 * How the catalog's screens move between each other: the host says where a screen is (`href`, the site's URLs;
 * none on a partner page) and goes there (`go`: pushState in the site, state in `<mym-catalog>`).
 */
export interface CatalogNavigation {
  href: (screen: CatalogScreen) => string | undefined;
  go: (screen: CatalogScreen, options?: CatalogNavigationOptions) => void;
}

const NOWHERE: CatalogNavigation = { href: () => undefined, go: () => {} };

const CatalogNavigationContext = createContext<CatalogNavigation>(NOWHERE);

export const CatalogNavigationProvider = CatalogNavigationContext.Provider;

export function useCatalogNavigation(): CatalogNavigation {
  return useContext(CatalogNavigationContext);
}

/** A click the browser should handle itself: a new tab or window asked with a modifier or another button. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export interface CatalogLinkProps {
  to: CatalogScreen;
  className?: string;
  children: ReactNode;
}

/**
 * A link to another catalog screen: a real link when the host has a URL for it (so it opens in a new tab too),
 * moved in place on a plain click; a button that moves in place when the host has no URLs.
 */
export function CatalogLink({ to, className, children }: CatalogLinkProps) {
  const navigation = useCatalogNavigation();
  const href = navigation.href(to);
  if (!href) {
    return (
      <button type="button" className={className ?? 'mym-catalog__link'} onClick={() => navigation.go(to)}>
        {children}
      </button>
    );
  }
  return (
    <a
      className={className ?? 'mym-catalog__link'}
      href={href}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        navigation.go(to);
      }}
    >
      {children}
    </a>
  );
}
