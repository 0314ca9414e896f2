import { createContext, useContext } from 'react';

/**
 * The host's screens an element may link to or go to. Elements never know the host's URLs (DESIGN "Routes"):
 * the site passes them from its route table, a partner page passes the ones it has; a link the host did not
 * give is not shown.
 */
export type AppLinkName =
  | 'home'
  | 'login'
  | 'signup'
  | 'profile'
  | 'profileEdit'
  | 'profileSecurity'
  | 'termsAcceptance'
  | 'tools'
  | 'accountTools'
  | 'incomes'
  | 'myms'
  | 'messages'
  | 'notifications'
  | 'myAccount'
  | 'createPost'
  | 'posts'
  | 'createPush'
  | 'pushList'
  | 'cloud'
  | 'playlists'
  | 'catalog'
  | 'createLive'
  | 'liveList'
  | 'calendar'
  | 'terms'
  | 'privacy'
  | 'termsOfUse';

export type AppLinks = Partial<Record<AppLinkName, string>>;

const AppLinksContext = createContext<AppLinks>({});

export const AppLinksProvider = AppLinksContext.Provider;

/** The host's links, as `CreatorProviders` received them. */
export function useAppLinks(): AppLinks {
  return useContext(AppLinksContext);
}

/** Whether `current` (a URL path) is the page `href` or one of its children, for `aria-current`. */
export function isCurrentHref(current: string, href: string, home?: string): boolean {
  const trim = (path: string) => path.replace(/\/+$/, '') || '/';
  const here = trim(current);
  const target = trim(href);
  if (home !== undefined && target === trim(home)) return here === target;
  return here === target || here.startsWith(`${target}/`);
}
