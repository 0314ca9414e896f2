import { decodeJwt } from 'jose';

/**
 * Whether the access-token cookie says a creator is signed in. An expired access token still counts: the cookie
 * lives 365 days (spec 9) while access tokens last an hour, and the browser renews them with its refresh token;
 * when it cannot, the SDK reports the session gone and the page goes to login. This only routes pages: the API
 * verifies every token's signature itself before it answers with any data.
 */
export function hasSession(token: string | undefined): boolean {
  if (!token) return false;
  try {
    return decodeJwt(token).token_use === 'access';
  } catch {
    return false;
  }
}
