import { ACCESS_TOKEN_COOKIE } from '../constants';

/** Reads one cookie's value from a `Cookie`-style string (`a=1; b=2`). */
export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    if (!value) return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      // A malformed escape (`%E0%A4%A`) is somebody else's garbage: the raw value, never a thrown call.
      return value;
    }
  }
  return undefined;
}

/** Seconds before expiry at which a cookie token is renewed through the session instead of being sent. */
const EXPIRY_MARGIN_SECONDS = 60;

/** The expiry (`exp`, seconds) of a JWT, or null when the value is not a readable JWT. */
function expiryOf(token: string): number | null {
  try {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const json = atob((parts[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** Whether a JWT's `exp` has passed (or is about to); an unreadable token counts as expired. */
export function isExpiring(token: string, now = Date.now()): boolean {
  const exp = expiryOf(token);
  return exp === null || exp * 1000 - EXPIRY_MARGIN_SECONDS * 1000 <= now;
}

/**
 * The bearer token of a call (spec 6): the `mym_access_token` cookie when present, otherwise the access token of
 * the current auth session, otherwise none. An expiring cookie token is renewed through the session, which
 * refreshes it with the identity and writes the cookie again.
 */
export async function chooseBearerToken(sources: {
  cookies: () => string | undefined;
  sessionAccessToken: () => Promise<string | undefined>;
  /** Told when the cookie holds an expired token that no session can renew: the creator is signed out. */
  onStaleCookie?: () => void;
  now?: number;
}): Promise<string | undefined> {
  const raw = readCookie(sources.cookies(), ACCESS_TOKEN_COOKIE);
  // A cookie that is not a token at all (tampered, another app's) is ignored rather than sent or trusted.
  const cookieToken = raw !== undefined && expiryOf(raw) !== null ? raw : undefined;
  if (cookieToken && !isExpiring(cookieToken, sources.now)) return cookieToken;
  const sessionToken = await sources.sessionAccessToken();
  if (sessionToken) return sessionToken;
  if (cookieToken) sources.onStaleCookie?.();
  return cookieToken;
}
