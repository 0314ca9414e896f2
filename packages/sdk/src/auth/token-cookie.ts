import {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_COOKIE_MAX_AGE_SECONDS,
  ACCESS_TOKEN_COOKIE_PATH,
} from '../constants';

/** Read and write access to the page's cookies; absent in Node, where the session alone gives the token. */
export interface CookieJar {
  read(): string | undefined;
  write(cookie: string): void;
}

export function browserCookieJar(): CookieJar | undefined {
  if (typeof document === 'undefined') return undefined;
  return {
    read: () => document.cookie,
    write: (cookie) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the SDK must work without the Cookie Store API (Safari, Firefox)
      document.cookie = cookie;
    },
  };
}

/** Local and development hosts are served over plain HTTP, where a Secure cookie would never be sent (spec 9). */
export function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname.endsWith('.localhost') ||
    hostname.endsWith('.local') ||
    hostname.endsWith('.test')
  );
}

/** The `mym_access_token` cookie of spec 9: 365 days, path /, SameSite=Strict, Secure except on local hosts. */
export function accessTokenCookie(token: string, hostname: string): string {
  const secure = isLocalHost(hostname) ? '' : '; Secure';
  return `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${ACCESS_TOKEN_COOKIE_MAX_AGE_SECONDS}; Path=${ACCESS_TOKEN_COOKIE_PATH}; SameSite=Strict${secure}`;
}

export function expiredAccessTokenCookie(hostname: string): string {
  const secure = isLocalHost(hostname) ? '' : '; Secure';
  return `${ACCESS_TOKEN_COOKIE}=; Max-Age=0; Path=${ACCESS_TOKEN_COOKIE_PATH}; SameSite=Strict${secure}`;
}
