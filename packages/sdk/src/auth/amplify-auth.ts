/**
 * With `amplify-session` (which it includes), the only module that imports aws-amplify. The SDK loads it on
 * demand, so that a screen which only needs the access-token cookie (every screen after sign-in) never downloads
 * Amplify, and one that only reads the session loads `amplify-session` alone.
 */
import {
  autoSignIn,
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  resendSignUpCode,
  resetPassword,
  setUpTOTP,
  signIn,
  signInWithRedirect,
  signOut,
  signUp,
  updateMFAPreference,
  updatePassword,
  updateUserAttribute,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
// Lets Amplify exchange the hosted login's code when a page loads on the configured callback path.
import 'aws-amplify/auth/enable-oauth-listener';
import { Hub } from 'aws-amplify/utils';

// Configuring and reading the session live in the lighter module a signed-in screen loads alone; one source.
export { configureAmplify, currentTokens } from './amplify-session';

export async function signInWithPassword(username: string, password: string) {
  const attempt = () => signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  try {
    return await attempt();
  } catch (error) {
    // A session left in storage by an earlier visit blocks a new sign-in: drop it locally and try once more.
    if ((error as Error).name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    return attempt();
  }
}

export async function signOutOfIdentity(global: boolean): Promise<void> {
  await signOut({ global });
}

/**
 * Settles when Amplify has exchanged the hosted login's code for tokens on the callback page, or fails with its
 * error (state mismatch included). Amplify reads the code only when the page is the configured redirect, and
 * starts as soon as it is configured, so the listener is attached here, when this module loads, before that.
 */
const hostedSignIn = new Promise<void>((resolve, reject) => {
  const stop = Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'signInWithRedirect') {
      stop();
      resolve();
    } else if (payload.event === 'signInWithRedirect_failure') {
      stop();
      reject(payload.data?.error ?? new Error('Authentication Error'));
    }
  });
});
// Most pages never ask for the outcome; a failure there must not surface as an unhandled rejection.
hostedSignIn.catch(() => undefined);

export function hostedSignInOutcome(): Promise<void> {
  return hostedSignIn;
}

export {
  autoSignIn,
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  resendSignUpCode,
  resetPassword,
  setUpTOTP,
  signInWithRedirect,
  signUp,
  updateMFAPreference,
  updatePassword,
  updateUserAttribute,
  verifyTOTPSetup,
};
