import { describe, expect, it } from 'vitest';
import { INITIAL_SESSION, nextSession, type SessionState } from './session-state';

const referral = { id: 42, userType: 'creator' as const };
const signingIn: SessionState = {
  ...INITIAL_SESSION,
  loading: true,
  cognitoUser: { username: 'ada@example.com' },
};

describe('auth state transitions (spec 3 session store, spec 4 auth state)', () => {
  it('sign-in started: loading, not logged, remembers the user, clears any old challenge', () => {
    const state = nextSession(
      { ...INITIAL_SESSION, session: { challenge: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' } },
      { type: 'signInStarted', username: 'ada@example.com' },
    );
    expect(state).toMatchObject({
      loading: true,
      logged: false,
      cognitoUser: { username: 'ada@example.com' },
      session: null,
    });
  });

  it('SMS_MFA challenge: carries the step and destination to /login/mfa, stops loading, still not logged', () => {
    const state = nextSession(signingIn, {
      type: 'challenged',
      challenge: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
      codeDestination: '+*******1234',
    });
    expect(state).toMatchObject({
      loading: false,
      logged: false,
      cognitoUser: { username: 'ada@example.com' },
      session: { challenge: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDestination: '+*******1234' },
    });
  });

  it('signed in: logged becomes true, loading stops, the challenge is gone', () => {
    const challenged = { ...signingIn, session: { challenge: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } };
    expect(nextSession(challenged, { type: 'signedIn' })).toMatchObject({
      logged: true,
      loading: false,
      session: null,
    });
  });

  it('failure: loading stops and nothing else changes', () => {
    expect(nextSession(signingIn, { type: 'failed' })).toEqual({ ...signingIn, loading: false });
  });

  it('sign-up started then waiting for confirmation: remembers the new user, not logged', () => {
    const started = nextSession(INITIAL_SESSION, { type: 'signUpStarted', username: 'new@example.com' });
    expect(started).toMatchObject({
      loading: true,
      logged: false,
      cognitoUser: { username: 'new@example.com' },
    });
    expect(nextSession(started, { type: 'signUpWaiting' })).toMatchObject({ loading: false, logged: false });
  });

  it('signed out: back to the initial state but the referral of the visit is kept', () => {
    const logged = { ...INITIAL_SESSION, logged: true, cognitoUser: { username: 'a' }, referral };
    expect(nextSession(logged, { type: 'signedOut' })).toEqual({ ...INITIAL_SESSION, referral });
  });

  it('referral captured from ?creator= or ?ambassador=, then cleared once posted (spec 3, 7)', () => {
    const captured = nextSession(INITIAL_SESSION, { type: 'referralCaptured', referral });
    expect(captured.referral).toEqual(referral);
    expect(nextSession(captured, { type: 'referralPosted' }).referral).toBeNull();
  });
});
