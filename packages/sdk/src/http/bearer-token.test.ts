import { describe, expect, it } from 'vitest';
import { chooseBearerToken, readCookie } from './bearer-token';

describe('bearer token choice (spec 3 session store, spec 6)', () => {
  it('uses the mym_access_token cookie when present, without asking the session', async () => {
    let asked = false;
    const token = await chooseBearerToken({
      cookies: () => 'theme=dark; mym_access_token=cookie-token; locale=fr',
      sessionAccessToken: async () => {
        asked = true;
        return 'session-token';
      },
    });
    expect(token).toBe('cookie-token');
    expect(asked).toBe(false);
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
