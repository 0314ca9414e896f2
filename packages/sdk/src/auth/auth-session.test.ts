import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuth } from './auth';
import type { CookieJar } from './token-cookie';

// The identity boundary: what Amplify would answer, controlled per test.
const identity = vi.hoisted(() => ({
  configureAmplify: vi.fn(),
  currentTokens: vi.fn(),
  signOutOfIdentity: vi.fn(),
  signInWithPassword: vi.fn(),
}));
vi.mock('./amplify-auth', () => identity);
// Reading the session goes through the lighter part of the wrapper: the same boundary.
vi.mock('./amplify-session', () => identity);

function cookieJar(): CookieJar & { written: string[] } {
  const written: string[] = [];
  return { written, read: () => undefined, write: (cookie) => written.push(cookie) };
}

beforeEach(() => {
  for (const fn of Object.values(identity)) fn.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('sessions (spec 4, 8)', () => {
  it('session(): the current tokens, written to the mym_access_token cookie', async () => {
    identity.currentTokens.mockResolvedValue({ accessToken: 'a.b.c', idToken: 'i', expiresAt: 1 });
    const cookies = cookieJar();
    const auth = createAuth({
      config: { userPoolId: 'p', userPoolClientId: 'c' },
      cookies,
      hostname: 'localhost',
    });
    expect(await auth.session()).toMatchObject({ accessToken: 'a.b.c' });
    expect(cookies.written[0]).toMatch(
      /^mym_access_token=a\.b\.c; Max-Age=31536000; Path=\/; SameSite=Strict$/,
    );
  });

  it.each([
    'Access Token has been revoked',
    'Refresh Token has been revoked',
    'User is disabled.',
    'User does not exist.',
    'Refresh Token has expired',
    'Password reset required for the user',
  ])("'%s' cleans up (cookie, identity session) and signs out (spec 8 invalid sessions)", async (message) => {
    identity.currentTokens.mockRejectedValue(
      Object.assign(new Error(message), { name: 'NotAuthorizedException' }),
    );
    identity.signOutOfIdentity.mockResolvedValue(undefined);
    const cookies = cookieJar();
    const onInvalidSession = vi.fn();
    const auth = createAuth({
      config: { userPoolId: 'p', userPoolClientId: 'c' },
      cookies,
      onInvalidSession,
    });
    expect(await auth.session()).toBeNull();
    expect(cookies.written.at(-1)).toContain('mym_access_token=; Max-Age=0');
    expect(identity.signOutOfIdentity).toHaveBeenCalledWith(false);
    expect(onInvalidSession).toHaveBeenCalledWith(message);
  });

  it('another session failure (e.g. the network) answers null without signing out', async () => {
    identity.currentTokens.mockRejectedValue(new Error('Network Error'));
    const onInvalidSession = vi.fn();
    const auth = createAuth({ config: { userPoolId: 'p', userPoolClientId: 'c' }, onInvalidSession });
    expect(await auth.session()).toBeNull();
    expect(identity.signOutOfIdentity).not.toHaveBeenCalled();
    expect(onInvalidSession).not.toHaveBeenCalled();
  });
});

describe('sign-out (spec 2, 8, 9)', () => {
  it("gives up after 3000 ms with 'Signout timeout fail', the cookie already dropped", async () => {
    vi.useFakeTimers();
    identity.signOutOfIdentity.mockReturnValue(new Promise(() => undefined));
    const cookies = cookieJar();
    const auth = createAuth({ config: { userPoolId: 'p', userPoolClientId: 'c' }, cookies });
    const outcome = auth.signOut();
    const settled = expect(outcome).rejects.toThrow('Signout timeout fail');
    // Signing out loads with its first call: the timeout runs from then.
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(3000);
    await settled;
    expect(cookies.written[0]).toContain('Max-Age=0');
  });

  it('sign-out everywhere: the API revokes (refresh tokens at the identity included), then this device forgets its session', async () => {
    const order: string[] = [];
    identity.signOutOfIdentity.mockImplementation(
      async (global: boolean) => void order.push(`identity:${global}`),
    );
    const auth = createAuth({
      config: { userPoolId: 'p', userPoolClientId: 'c' },
      revokeApiSessions: async () => void order.push('api'),
    });
    await auth.signOut({ global: true });
    expect(order).toEqual(['api', 'identity:false']);
  });

  it('sign-out everywhere retries a failed API revocation with backoff (1 s, 2 s), then signs out (spec 7, 9)', async () => {
    vi.useFakeTimers();
    identity.signOutOfIdentity.mockResolvedValue(undefined);
    const attempts: number[] = [];
    const auth = createAuth({
      config: { userPoolId: 'p', userPoolClientId: 'c' },
      revokeApiSessions: async () => {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error('Network Error');
      },
    });
    const outcome = auth.signOut({ global: true });
    await vi.advanceTimersByTimeAsync(3000);
    await outcome;
    expect(attempts.length).toBe(3);
    expect(attempts[1]! - attempts[0]!).toBe(1000);
    expect(attempts[2]! - attempts[1]!).toBe(2000);
    expect(identity.signOutOfIdentity).toHaveBeenCalledWith(false);
  });

  it('with the network down, sign-out everywhere still clears this device, then reports the failure', async () => {
    vi.useFakeTimers();
    // The API stays unreachable, so the identity is asked directly, and it is unreachable too.
    identity.signOutOfIdentity.mockImplementation(async (global: boolean) => {
      if (global) throw new Error('Network Error');
    });
    const cookies = cookieJar();
    const auth = createAuth({
      config: { userPoolId: 'p', userPoolClientId: 'c' },
      cookies,
      revokeApiSessions: async () => {
        throw new Error('Network Error');
      },
    });
    const outcome = auth.signOut({ global: true });
    const settled = expect(outcome).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(3000);
    await settled;
    expect(cookies.written[0]).toContain('Max-Age=0');
    expect(identity.signOutOfIdentity).toHaveBeenCalledWith(false);
  });
});
