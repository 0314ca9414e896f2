import type { Referral } from '../contract/referral';

/**
 * The session store of spec 3 (accountType, cognitoUser, logged, session, referral) plus spec 4's loading flag.
 * `cognitoUser` is the account being signed in or up; `session` the identity step waiting for an answer, carried
 * from the login form to `/login/mfa`. Passwords are never part of it: it is persisted.
 */
export interface SessionState {
  accountType: 'creator';
  logged: boolean;
  loading: boolean;
  cognitoUser: { username: string } | null;
  session: { challenge: string; codeDestination?: string | undefined } | null;
  referral: Referral | null;
}

export type SessionEvent =
  | { type: 'signInStarted'; username: string }
  | { type: 'challenged'; challenge: string; codeDestination?: string | undefined }
  | { type: 'signedIn' }
  | { type: 'failed' }
  | { type: 'signUpStarted'; username: string }
  | { type: 'signUpWaiting' }
  | { type: 'signedOut' }
  | { type: 'referralCaptured'; referral: Referral }
  | { type: 'referralPosted' };

/** The identity's step asking to confirm the email of an account that was never confirmed (spec 4). */
export const CONFIRM_SIGN_UP_STEP = 'CONFIRM_SIGN_UP';

export const INITIAL_SESSION: SessionState = {
  accountType: 'creator',
  logged: false,
  loading: false,
  cognitoUser: null,
  session: null,
  referral: null,
};

/** Every transition of the auth state, pure so each one is tested on its own. */
export function nextSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'signInStarted':
    case 'signUpStarted':
      return {
        ...state,
        loading: true,
        logged: false,
        cognitoUser: { username: event.username },
        session: null,
      };
    case 'challenged':
      return {
        ...state,
        loading: false,
        session: { challenge: event.challenge, codeDestination: event.codeDestination },
      };
    case 'signedIn':
      return { ...state, loading: false, logged: true, session: null };
    case 'failed':
    case 'signUpWaiting':
      return { ...state, loading: false };
    case 'signedOut':
      // The referral outlives a sign-out: it belongs to the visit, not to the account.
      return { ...INITIAL_SESSION, referral: state.referral };
    case 'referralCaptured':
      return { ...state, referral: event.referral };
    case 'referralPosted':
      return { ...state, referral: null };
  }
}
