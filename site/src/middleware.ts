import { defineMiddleware } from 'astro:middleware';
import { detectLanguage } from '@mym/elements';
import { ACCESS_TOKEN_COOKIE, expiredAccessTokenCookie } from '@mym/sdk';
import { compressResponse } from './lib/content-encoding';
import { appHref, appRoute, routeAccess } from './lib/routes';
import { applySecurityHeaders } from './lib/security-headers';
import { hasSession } from './lib/session-cookie';

/** Redirect rules of spec 2: private -> login when anonymous, public -> profile when logged, logout=true signs out. */
export const onRequest = defineMiddleware(async (context, next) => {
  const route = appRoute(context.url.pathname);
  // The locale cookie when it names a language the product speaks, else the browser's (spec 4).
  context.locals.language = detectLanguage({
    cookies: context.request.headers.get('cookie') ?? undefined,
    browser: context.request.headers.get('accept-language') ?? undefined,
  });
  if (route === null) {
    return compressResponse(context.request, applySecurityHeaders(await next(), context.url.hostname));
  }

  const access = routeAccess(route);
  const signingOut = access === 'public' && context.url.searchParams.get('logout') === 'true';
  const logged = !signingOut && hasSession(context.cookies.get(ACCESS_TOKEN_COOKIE)?.value);
  context.locals.logged = logged;

  if (access === 'private' && !logged) return context.redirect(appHref('login'));
  if (access === 'public' && logged) return context.redirect(appHref('profile'));

  const response = await next();
  // A private page holds the creator's data and the signed-in menu: the browser must not show it again from its
  // cache (the back button after signing out), so it asks the server, which sends a signed-out visitor to login.
  if (access === 'private') response.headers.set('cache-control', 'no-store');
  if (signingOut) response.headers.append('set-cookie', expiredAccessTokenCookie(context.url.hostname));
  return compressResponse(context.request, applySecurityHeaders(response, context.url.hostname));
});
