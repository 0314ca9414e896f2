import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuth } from './auth';
import type { SessionState } from './session-state';
import { INITIAL_SESSION } from './session-state';
import { $session } from './session-store';

// The identity boundary: what Amplify would answer. No React anywhere in this file: a plain page's view.
const identity = vi.hoisted(() => ({
  configureAmplify: vi.fn(),
  currentTokens: vi.fn(),
  signOutOfIdentity: vi.fn(),
  signInWithPassword: vi.fn(),
}));
vi.mock('./amplify-auth', () => identity);
// Reading the session goes through the lighter part of the wrapper: the same boundary.
vi.mock('./amplify-session', () => identity);

const DONE = { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
const SMS = {
  isSignedIn: false,
  nextStep: {
    signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
    codeDeliveryDetails: { destination: '+33******12' },
  },
};

function auth(postReferral = vi.fn(async () => undefined)) {
  return {
    postReferral,
    auth: createAuth({
      config: { userPoolId: 'p', userPoolClientId: 'c' },
      cookies: { read: () => undefined, write: () => undefined },
      hostname: 'localhost',
      postReferral,
    }),
  };
}

beforeEach(() => {
  for (const fn of Object.values(identity)) fn.mockReset();
  identity.currentTokens.mockResolvedValue({ accessToken: 'a.b.c', idToken: 'i', expiresAt: 1 });
  identity.signOutOfIdentity.mockResolvedValue(undefined);
  $session.set(INITIAL_SESSION);
});
afterEach(() => $session.set(INITIAL_SESSION));

describe('the SDK owns the session store of spec 3 (DESIGN "Session")', () => {
  it('client.auth.onChange observes a sign-in, then a sign-out, with no framework in the page', async () => {
    identity.signInWithPassword.mockResolvedValue(DONE);
    const { auth: creatorAuth } = auth();
    const seen: SessionState[] = [];
    const stop = creatorAuth.onChange((state) => seen.push(state));
    await creatorAuth.signIn({ username: 'ada@example.com', password: 'Secret#Password1' });
    expect(seen.at(0)).toMatchObject({
      loading: true,
      logged: false,
      cognitoUser: { username: 'ada@example.com' },
    });
    expect(seen.at(-1)).toMatchObject({ loading: false, logged: true });
    expect(creatorAuth.state().logged).toBe(true);
    await creatorAuth.signOut();
    expect(seen.at(-1)).toMatchObject({ logged: false, cognitoUser: null });
    stop();
    await creatorAuth.signIn({ username: 'ada@example.com', password: 'Secret#Password1' });
    expect(seen.at(-1)?.logged).toBe(false);
  });

  it('a challenge is kept in the store for the code screen (spec 3 "session"), and answering it signs in', async () => {
    identity.signInWithPassword.mockResolvedValue(SMS);
    const { auth: creatorAuth } = auth();
    await creatorAuth.signIn({ username: 'ada@example.com', password: 'Secret#Password1' });
    expect(creatorAuth.state()).toMatchObject({
      logged: false,
      session: { challenge: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDestination: '+33******12' },
    });
  });

  it('a refused sign-in leaves the store not loading and not logged', async () => {
    identity.signInWithPassword.mockRejectedValue(
      Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
    );
    const { auth: creatorAuth } = auth();
    await expect(creatorAuth.signIn({ username: 'ada@example.com', password: 'wrong' })).rejects.toThrow();
    expect(creatorAuth.state()).toMatchObject({ loading: false, logged: false });
  });

  it('a sponsor kept from the visit is posted once signed in, then forgotten (spec 3 "Referral", 7)', async () => {
    identity.signInWithPassword.mockResolvedValue(DONE);
    const { auth: creatorAuth, postReferral } = auth();
    creatorAuth.rememberReferral({ id: 42, userType: 'creator' });
    expect(creatorAuth.state().referral).toEqual({ id: 42, userType: 'creator' });
    await creatorAuth.signIn({ username: 'ada@example.com', password: 'Secret#Password1' });
    expect(postReferral).toHaveBeenCalledWith({ id: 42, userType: 'creator' });
    expect(creatorAuth.state().referral).toBeNull();
  });
});
