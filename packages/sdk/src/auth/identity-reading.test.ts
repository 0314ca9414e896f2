import { describe, expect, it, vi } from 'vitest';
import { createAuth } from './auth';

// Which part of the identity wrapper each call downloads, and what each part would answer.
const boundary = vi.hoisted(() => {
  const loaded: string[] = [];
  const reading = {
    configureAmplify: vi.fn(),
    currentTokens: vi.fn(async () => ({ accessToken: 'a.b.c', idToken: 'i', expiresAt: 1 })),
  };
  const whole = {
    ...reading,
    signInWithPassword: vi.fn(async () => ({ isSignedIn: true, nextStep: { signInStep: 'DONE' } })),
    signOutOfIdentity: vi.fn(),
  };
  return { loaded, reading, whole };
});
vi.mock('./amplify-session', () => {
  boundary.loaded.push('amplify-session');
  return boundary.reading;
});
vi.mock('./amplify-auth', () => {
  boundary.loaded.push('amplify-auth');
  return boundary.whole;
});

/** The user pool answering `GetUser` as Cognito does, and the calls it received. */
function userPool(status: number, answer: unknown) {
  const calls: { url: string; target: string | null; body: unknown }[] = [];
  const send = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      target: new Headers(init?.headers).get('X-Amz-Target'),
      body: JSON.parse(String(init?.body)),
    });
    return new Response(JSON.stringify(answer), { status });
  });
  return { calls, send: send as unknown as typeof fetch };
}

const config = { userPoolId: 'eu-west-3_pool', userPoolClientId: 'c' };

describe('reading the identity (the security screen without the sign-in code, spec 4 preferred MFA types)', () => {
  it('the MFA preference and the account are one GetUser call with the bearer token, without Amplify', async () => {
    const pool = userPool(200, {
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
      UserMFASettingList: ['SMS_MFA', 'SOFTWARE_TOKEN_MFA'],
      UserAttributes: [
        { Name: 'email', Value: 'camille@example.com' },
        { Name: 'phone_number', Value: '+33612345678' },
      ],
    });
    const auth = createAuth({
      config,
      hostname: 'localhost',
      accessToken: async () => 't.o.k',
      fetch: pool.send,
    });

    expect(await auth.mfa.settings()).toEqual({
      preferred: 'TOTP',
      enabled: ['SMS', 'TOTP'],
      account: { email: 'camille@example.com', phoneNumber: '+33612345678' },
    });
    expect(await auth.mfa.preference()).toEqual({ preferred: 'TOTP', enabled: ['SMS', 'TOTP'] });
    expect(pool.calls[0]).toEqual({
      url: 'https://cognito-idp.eu-west-3.amazonaws.com/',
      target: 'AWSCognitoIdentityProviderService.GetUser',
      body: { AccessToken: 't.o.k' },
    });
    expect(boundary.loaded).toEqual([]);
  });

  it('an account without MFA reads as none, and the local identity is reached at its own endpoint', async () => {
    const pool = userPool(200, { UserAttributes: [{ Name: 'email', Value: 'c@example.com' }] });
    const local = { ...config, userPoolEndpoint: 'http://127.0.0.1:9229' };
    const auth = createAuth({ config: local, accessToken: async () => 't', fetch: pool.send });
    expect(await auth.mfa.settings()).toEqual({
      preferred: 'NONE',
      enabled: [],
      account: { email: 'c@example.com' },
    });
    expect(pool.calls[0]?.url).toBe('http://127.0.0.1:9229');
  });

  it("the pool's refusal is the SDK's error with the pool's message and a stable code", async () => {
    const pool = userPool(400, {
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    const auth = createAuth({ config, accessToken: async () => 't', fetch: pool.send });
    await expect(auth.mfa.settings()).rejects.toMatchObject({
      name: 'CreatorApiError',
      message: 'Access Token has been revoked',
      code: 'invalid_credentials',
    });
  });

  it('without a token the pool is not called; the session is read with the reading part only', async () => {
    boundary.reading.currentTokens.mockResolvedValueOnce(undefined as never);
    const pool = userPool(200, {});
    const auth = createAuth({ config, hostname: 'localhost', fetch: pool.send });
    await expect(auth.mfa.settings()).rejects.toMatchObject({ message: 'User is not authenticated' });
    expect(pool.calls).toEqual([]);
    expect(boundary.loaded).toEqual(['amplify-session']);

    await auth.signIn({ username: 'camille@example.com', password: 'secret' });
    expect(boundary.loaded).toEqual(['amplify-session', 'amplify-auth']);
  });
});
