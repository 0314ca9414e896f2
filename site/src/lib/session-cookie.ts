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

/** Seconds a token must still live for the server to read with it (else the browser renews it first). */
const SERVER_READ_MARGIN_SECONDS = 60;

/** Whether an access token is still good for the server's own reads of the page's first data. */
export function isFreshAccessToken(token: string, now = Date.now()): boolean {
  try {
    const { token_use, exp } = decodeJwt(token);
    return (
      token_use === 'access' &&
      typeof exp === 'number' &&
      exp * 1000 - SERVER_READ_MARGIN_SECONDS * 1000 > now
    );
  } catch {
    return false;
  }
}
