import { ACCESS_TOKEN_COOKIE } from '@mym/sdk';
import { decodeJwt } from 'jose';

/**
 * Whether the access-token cookie holds an unexpired access token. This only routes pages: the API verifies
 * every token's signature itself before it answers with any data.
 */
export function hasLiveSession(token: string | undefined, now = Date.now()): boolean {
  if (!token) return false;
  try {
    const claims = decodeJwt(token);
    return claims.token_use === 'access' && typeof claims.exp === 'number' && claims.exp * 1000 > now;
  } catch {
    return false;
  }
}

export { ACCESS_TOKEN_COOKIE };
