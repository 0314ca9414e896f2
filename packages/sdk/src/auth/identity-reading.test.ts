import { describe, expect, it, vi } from 'vitest';
import { createAuth } from './auth';

// Which part of the identity wrapper each call downloads, and what each part would answer.
const boundary = vi.hoisted(() => {
  const loaded: string[] = [];
  const reading = {
    configureAmplify: vi.fn(),
    currentTokens: vi.fn(async () => ({ accessToken: 'a.b.c', idToken: 'i', expiresAt: 1 })),
    fetchMFAPreference: vi.fn(async () => ({ preferred: 'TOTP', enabled: ['TOTP'] })),
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

describe('reading the identity (the security screen without the sign-in code)', () => {
  it('the session and the MFA preference load only the reading part, configured once; signing in loads the rest', async () => {
    const config = { userPoolId: 'p', userPoolClientId: 'c' };
    const auth = createAuth({ config, hostname: 'localhost' });

    const [preference, session] = await Promise.all([auth.mfa.preference(), auth.session()]);
    expect(preference).toEqual({ preferred: 'TOTP', enabled: ['TOTP'] });
    expect(session?.accessToken).toBe('a.b.c');
    expect(boundary.loaded).toEqual(['amplify-session']);
    expect(boundary.reading.configureAmplify).toHaveBeenCalledTimes(1);
    expect(boundary.reading.configureAmplify).toHaveBeenCalledWith(config, undefined);

    await auth.signIn({ username: 'camille@example.com', password: 'secret' });
    expect(boundary.loaded).toEqual(['amplify-session', 'amplify-auth']);
  });
});
