/**
 * The only module that imports aws-amplify. The SDK loads it on demand, so that a screen which only needs the
 * access-token cookie (every screen after sign-in) never downloads Amplify.
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { AuthConfig, TokenStorage } from './auth-config';

export function configureAmplify(config: AuthConfig, storage: TokenStorage | undefined): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
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
