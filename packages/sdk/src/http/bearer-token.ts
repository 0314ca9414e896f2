import { ACCESS_TOKEN_COOKIE } from '../constants';

/** Reads one cookie's value from a `Cookie`-style string (`a=1; b=2`). */
export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return value ? decodeURIComponent(value) : undefined;
  }
  return undefined;
}

/**
 * The bearer token of a call (spec 6): the `mym_access_token` cookie when present, otherwise the access token of
 * the current auth session, otherwise none.
 */
export async function chooseBearerToken(sources: {
  cookies: () => string | undefined;
  sessionAccessToken: () => Promise<string | undefined>;
}): Promise<string | undefined> {
  return readCookie(sources.cookies(), ACCESS_TOKEN_COOKIE) ?? (await sources.sessionAccessToken());
}
