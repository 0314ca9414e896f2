import { describe, expect, it } from 'vitest';
import { chooseBearerToken, readCookie } from './bearer-token';

/** An unsigned JWT-shaped token whose `exp` is `secondsFromNow` away; only the payload matters here. */
function tokenExpiringIn(secondsFromNow: number): string {
  const payload = Buffer.from(
    JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsFromNow }),
  ).toString('base64url');
  return `header.${payload}.signature`;
}
const LIVE = tokenExpiringIn(3600);

describe('bearer token choice (spec 3 session store, spec 6)', () => {
  it('uses the mym_access_token cookie when present, without asking the session', async () => {
    let asked = false;
    const token = await chooseBearerToken({
      cookies: () => `theme=dark; mym_access_token=${LIVE}; locale=fr`,
      sessionAccessToken: async () => {
        asked = true;
        return 'session-token';
      },
    });
    expect(token).toBe(LIVE);
    expect(asked).toBe(false);
  });

  it('renews an expired cookie token through the session (token refresh)', async () => {
    const token = await chooseBearerToken({
      cookies: () => `mym_access_token=${tokenExpiringIn(-10)}`,
      sessionAccessToken: async () => 'refreshed-token',
    });
    expect(token).toBe('refreshed-token');
  });

  it('reports a stale cookie when no session can renew its expired token (signed out, spec 6)', async () => {
    const expired = tokenExpiringIn(-10);
    let stale = 0;
    const token = await chooseBearerToken({
      cookies: () => `mym_access_token=${expired}`,
      sessionAccessToken: async () => undefined,
      onStaleCookie: () => {
        stale += 1;
      },
    });
    expect(stale).toBe(1);
    // Still sent: the call fails with the API's 401 rather than silently without a token.
    expect(token).toBe(expired);
  });

  it('falls back to the current session when the cookie is absent', async () => {
    const token = await chooseBearerToken({
      cookies: () => 'theme=dark',
      sessionAccessToken: async () => 'session-token',
    });
    expect(token).toBe('session-token');
  });

  it('falls back to the session when the cookie is empty (signed out)', async () => {
    const token = await chooseBearerToken({
      cookies: () => 'mym_access_token=',
      sessionAccessToken: async () => 'session-token',
    });
    expect(token).toBe('session-token');
  });

  it('gives no token without cookie nor session', async () => {
    expect(
      await chooseBearerToken({ cookies: () => undefined, sessionAccessToken: async () => undefined }),
    ).toBe(undefined);
  });

  it('does not take a cookie whose name only ends like the token cookie', () => {
    expect(readCookie('old_mym_access_token=x', 'mym_access_token')).toBeUndefined();
  });
});

describe('a malformed mym_access_token cookie is ignored, never a crash', () => {
  it.each(['garbage', 'a.b.c', '%E0%A4%A', 'x.%%%.y'])(
    'cookie %j -> the session token is used',
    async (value) => {
      let stale = false;
      const token = await chooseBearerToken({
        cookies: () => `mym_access_token=${value}`,
        sessionAccessToken: async () => 'session-token',
        onStaleCookie: () => {
          stale = true;
        },
      });
      expect(token).toBe('session-token');
      expect(stale).toBe(false);
    },
  );

  it('without a session, a malformed cookie gives no token rather than sending it', async () => {
    const token = await chooseBearerToken({
      cookies: () => 'mym_access_token=%E0%A4%A',
      sessionAccessToken: async () => undefined,
    });
    expect(token).toBeUndefined();
  });

  it('readCookie keeps a value with a broken escape as it is', () => {
    expect(readCookie('mym_access_token=%E0%A4%A', 'mym_access_token')).toBe('%E0%A4%A');
  });
});
