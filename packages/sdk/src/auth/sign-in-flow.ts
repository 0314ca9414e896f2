import { SIGN_OUT_TIMEOUT_MS } from '../constants';
import { CreatorApiError, IDENTITY_MESSAGES } from '../errors';
import type { AmplifyLoader } from './amplify-loader';
import type { AuthOptions, CreatorAuth } from './auth';
import { callIdentity } from './identity-error';
import { revokeWithBackoff } from './revocation';
import { CONFIRM_SIGN_UP_STEP } from './session-state';
import { $session, moveSession } from './session-store';
import { type SignInResult, toSignInResult } from './sign-in-result';
import { accessTokenCookie } from './token-cookie';

/** What signing in and out do once started: the identity's calls and where each leaves the session store. */
export interface SignInFlow {
  /** Signs in with the credentials already checked and the store already told (`signInStarted`). */
  signInWithPassword(username: string, password: string): Promise<SignInResult>;
  confirmSignIn(response: string, username: string | undefined): Promise<SignInResult>;
  signOut: CreatorAuth['signOut'];
  /** Where a sign-in step leaves the store: signed in, an account to confirm, or a challenge to answer. */
  completed(result: SignInResult): Promise<SignInResult>;
  /** Signed in by the hosted login: the token to the cookie, the store logged. */
  signedIn(): Promise<void>;
}

/**
 * Loaded with the first sign-in, challenge or sign-out, as the identity's wrapper these steps call: a signed-in
 * screen carries only the session, and what changes it comes when the creator acts.
 */
export function createSignInFlow({
  amplify,
  options,
  hostname,
  forgetToken,
}: {
  amplify: AmplifyLoader;
  options: AuthOptions;
  hostname: string;
  forgetToken: () => void;
}): SignInFlow {
  /** After a completed sign-in, the access token goes to the cookie every API call reads. */
  const rememberSession = async () => {
    const tokens = await (await amplify()).currentTokens();
    if (tokens) options.cookies?.write(accessTokenCookie(tokens.accessToken, hostname));
  };
  /** Signed in, whichever way: the store turns logged and a kept sponsor is posted, once (spec 3, 7). */
  const markSignedIn = async () => {
    moveSession({ type: 'signedIn' });
    const referral = $session.get().referral;
    if (!referral || !options.postReferral) return;
    try {
      await options.postReferral(referral);
      moveSession({ type: 'referralPosted' });
    } catch {
      // Kept in the store: the next sign-in posts it again rather than losing the sponsor.
    }
  };
  const completed = async (result: SignInResult) => {
    if (result.isSignedIn) {
      await rememberSession();
      await markSignedIn();
    } else if (result.nextStep === CONFIRM_SIGN_UP_STEP) {
      moveSession({ type: 'signUpWaiting' });
    } else {
      moveSession({
        type: 'challenged',
        challenge: result.nextStep,
        codeDestination: result.codeDestination,
      });
    }
    return result;
  };

  /**
   * Signing out clears this device whatever the network does. Everywhere: the API revokes the refresh tokens at
   * the identity and refuses older access tokens (retried with backoff); once it has, this device only forgets
   * its session (asking the identity again with a revoked token would fail). Should the API stay unreachable,
   * the identity is asked directly. A failed identity sign-out falls back to a local one; any failure is
   * reported only after the cleanup.
   */
  const signOut: CreatorAuth['signOut'] = async ({ global = false } = {}) => {
    const revocationFailure =
      global && options.revokeApiSessions ? await revokeWithBackoff(options.revokeApiSessions) : undefined;
    forgetToken();
    const identity = await amplify();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new CreatorApiError(IDENTITY_MESSAGES.signOutTimeout, { code: 'SignOutTimeout' })),
        SIGN_OUT_TIMEOUT_MS,
      );
    });
    const identityGlobal = global && (revocationFailure !== undefined || !options.revokeApiSessions);
    try {
      await Promise.race([callIdentity(() => identity.signOutOfIdentity(identityGlobal)), timeout]);
    } catch (error) {
      // The identity could not be reached: at least this device forgets the session.
      if (identityGlobal) await identity.signOutOfIdentity(false).catch(() => undefined);
      throw error;
    } finally {
      clearTimeout(timer);
      // This device has forgotten the session whatever the identity answered: so does the store.
      moveSession({ type: 'signedOut' });
    }
    if (revocationFailure) throw revocationFailure;
  };

  return {
    async signInWithPassword(username, password) {
      const identity = await amplify();
      const result = await callIdentity(() => identity.signInWithPassword(username, password));
      return completed(toSignInResult(result, username));
    },
    async confirmSignIn(response, username) {
      const identity = await amplify();
      return completed(
        toSignInResult(
          await callIdentity(() => identity.confirmSignIn({ challengeResponse: response })),
          username,
        ),
      );
    },
    signOut,
    completed,
    async signedIn() {
      await rememberSession();
      await markSignedIn();
    },
  };
}
