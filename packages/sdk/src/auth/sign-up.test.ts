import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNUP_POLL_INTERVAL_MS, SIGNUP_POLL_MAX_MS } from '../constants';
import { CreatorApiError } from '../errors';
import type { AmplifyLoader } from './amplify-loader';
import { createSignUpAuth } from './sign-up';

const notConfirmed = () => new CreatorApiError('User is not confirmed.', { code: 'user_not_confirmed' });
const neverLoaded: AmplifyLoader = () => Promise.reject(new Error('the identity must not be reached'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sign-up confirmed by link (spec 4: poll every 5 s for up to 3 min, spec 9)', () => {
  it('tries to sign in every 5 s until the link was clicked, then resolves with the sign-in', async () => {
    const attempts: number[] = [];
    const signIn = vi.fn(async () => {
      attempts.push(Date.now());
      if (attempts.length < 3) throw notConfirmed();
      return { isSignedIn: true, nextStep: 'DONE' };
    });
    const auth = createSignUpAuth(neverLoaded, signIn);
    const outcome = auth.signInOnceConfirmedByLink({ username: 'a@b.c', password: 'p' });
    await vi.advanceTimersByTimeAsync(2 * SIGNUP_POLL_INTERVAL_MS);
    await expect(outcome).resolves.toEqual({ isSignedIn: true, nextStep: 'DONE' });
    expect(attempts).toHaveLength(3);
    expect(attempts[1]! - attempts[0]!).toBe(SIGNUP_POLL_INTERVAL_MS);
  });

  it("keeps trying while the identity answers the CONFIRM_SIGN_UP step (Amplify's form of 'not confirmed')", async () => {
    let calls = 0;
    const signIn = vi.fn(async () => {
      calls += 1;
      return calls < 2
        ? { isSignedIn: false, nextStep: 'CONFIRM_SIGN_UP' }
        : { isSignedIn: true, nextStep: 'DONE' };
    });
    const auth = createSignUpAuth(neverLoaded, signIn);
    const outcome = auth.signInOnceConfirmedByLink({ username: 'a@b.c', password: 'p' });
    await vi.advanceTimersByTimeAsync(SIGNUP_POLL_INTERVAL_MS);
    await expect(outcome).resolves.toEqual({ isSignedIn: true, nextStep: 'DONE' });
  });

  it('gives up after 3 minutes of unconfirmed attempts', async () => {
    const signIn = vi.fn(async () => {
      throw notConfirmed();
    });
    const auth = createSignUpAuth(neverLoaded, signIn);
    const outcome = auth.signInOnceConfirmedByLink({ username: 'a@b.c', password: 'p' });
    const settled = expect(outcome).rejects.toMatchObject({ code: 'SignUpLinkTimeout' });
    await vi.advanceTimersByTimeAsync(SIGNUP_POLL_MAX_MS + SIGNUP_POLL_INTERVAL_MS);
    await settled;
    expect(signIn).toHaveBeenCalledTimes(SIGNUP_POLL_MAX_MS / SIGNUP_POLL_INTERVAL_MS);
  });

  it('stops at once on another failure (e.g. a wrong password)', async () => {
    const wrong = new CreatorApiError('Incorrect username or password.', { code: 'invalid_credentials' });
    const auth = createSignUpAuth(neverLoaded, async () => {
      throw wrong;
    });
    await expect(auth.signInOnceConfirmedByLink({ username: 'a@b.c', password: 'p' })).rejects.toBe(wrong);
  });

  it('stops polling when the confirmation screen is left (abort)', async () => {
    const signIn = vi.fn(async () => {
      throw notConfirmed();
    });
    const leaving = new AbortController();
    const auth = createSignUpAuth(neverLoaded, signIn);
    const outcome = auth.signInOnceConfirmedByLink({
      username: 'a@b.c',
      password: 'p',
      signal: leaving.signal,
    });
    const settled = expect(outcome).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(SIGNUP_POLL_INTERVAL_MS);
    leaving.abort();
    await settled;
    const calls = signIn.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10 * SIGNUP_POLL_INTERVAL_MS);
    expect(signIn.mock.calls.length).toBe(calls);
  });
});

describe('sign-up guards (spec 5 calls and identity, spec 8)', () => {
  const auth = createSignUpAuth(neverLoaded, vi.fn());
  const acceptances = { privacyPolicy: true, termsOfService: true, termsOfUse: true };

  it("sign-up without a username throws 'Username is required'", async () => {
    await expect(auth.signUp({ username: '', password: 'x', acceptances })).rejects.toThrow(
      'Username is required',
    );
  });
  it("sign-up without a password throws 'Password is required'", async () => {
    await expect(auth.signUp({ username: 'a@b.c', password: '', acceptances })).rejects.toThrow(
      'Password is required',
    );
  });
  it("confirm sign-up without a code throws 'Code is required'", async () => {
    await expect(auth.confirmSignUp({ username: 'a@b.c', code: '' })).rejects.toThrow('Code is required');
  });
  it("confirm sign-up without a username throws 'Username is required'", async () => {
    await expect(auth.confirmSignUp({ username: '', code: '123456' })).rejects.toThrow(
      'Username is required',
    );
  });
});
