/** Routes of spec 2, relative to the /app base. */

/** Public routes: a logged creator is sent to the profile (unless `logout=true`). */
export const PUBLIC_ROUTES = [
  '/login',
  '/login/mfa',
  '/signup',
  '/signup-choice',
  '/signup/email',
  '/signup/email/confirmation',
  '/password/recovery',
  '/password/recovery/confirmation',
  '/password/reset',
  '/password/reset/success',
  '/oauth2/callback',
] as const;

/** Open to everyone and never redirected: the calendar OAuth return and the design-system gallery. */
export const OPEN_ROUTES = ['/catalog/calendar/oauthcallback', '/ui'] as const;

/** Open sections: the published translations (spec 7), read by signed-out pages and partner pages alike. */
export const OPEN_ROUTE_PREFIXES = ['/locales/'] as const;

export const LOGIN_ROUTE = '/login';
export const PROFILE_ROUTE = '/profile';

export type RouteAccess = 'public' | 'open' | 'private';

export function routeAccess(route: string): RouteAccess {
  const path = route.length > 1 ? route.replace(/\/+$/, '') : route;
  if ((PUBLIC_ROUTES as readonly string[]).includes(path)) return 'public';
  if ((OPEN_ROUTES as readonly string[]).includes(path)) return 'open';
  if (OPEN_ROUTE_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'open';
  return 'private';
}

/** The route inside the app for a request path (`/app/login` -> `/login`), or null outside the app. */
export function appRoute(pathname: string, base = '/app'): string | null {
  if (pathname === base) return '/';
  if (!pathname.startsWith(`${base}/`)) return null;
  return pathname.slice(base.length) || '/';
}
