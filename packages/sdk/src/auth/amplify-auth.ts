/**
 * The only module that imports aws-amplify. The SDK loads it on demand, so that a screen which only needs the
 * access-token cookie (every screen after sign-in) never downloads Amplify.
 */
import { Amplify } from 'aws-amplify';
import {
  autoSignIn,
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  fetchMFAPreference,
  resendSignUpCode,
  resetPassword,
  setUpTOTP,
  signIn,
  signInWithRedirect,
  signOut,
  signUp,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
// Lets Amplify exchange the hosted login's code when a page loads on the configured callback path.
import 'aws-amplify/auth/enable-oauth-listener';
import { Hub } from 'aws-amplify/utils';
import { type AuthConfig, FEDERATED_PROVIDERS, HOSTED_LOGIN_SCOPES, type TokenStorage } from './auth-config';

export function configureAmplify(config: AuthConfig, storage: TokenStorage | undefined): void {
  const hosted = config.hostedLogin;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        ...(hosted
          ? {
              loginWith: {
                email: true,
                oauth: {
                  domain: hosted.domain,
                  scopes: HOSTED_LOGIN_SCOPES,
                  redirectSignIn: [hosted.redirectSignIn],
                  redirectSignOut: [hosted.redirectSignOut],
                  responseType: 'code' as const,
                  providers: [...FEDERATED_PROVIDERS],
                },
              },
            }
          : {}),
      },
    },
  });
  if (storage) cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
}

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

export async function currentTokens(forceRefresh = false) {
  const { tokens } = await fetchAuthSession({ forceRefresh });
  if (!tokens?.accessToken) return undefined;
  return {
    accessToken: tokens.accessToken.toString(),
    idToken: tokens.idToken?.toString(),
    expiresAt: (tokens.accessToken.payload.exp ?? 0) * 1000,
  };
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
  fetchMFAPreference,
  resendSignUpCode,
  resetPassword,
  setUpTOTP,
  signInWithRedirect,
  signUp,
  updateMFAPreference,
  verifyTOTPSetup,
};
