/**
 * The part of aws-amplify a signed-in screen needs to read the session: configuring it and the current tokens
 * (refreshed when needed). Loaded alone (instead of the whole of `amplify-auth`, which re-exports it), so renewing
 * a token never downloads the sign-in, sign-up and hosted-login code.
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
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

export async function currentTokens(forceRefresh = false) {
  const { tokens } = await fetchAuthSession({ forceRefresh });
  if (!tokens?.accessToken) return undefined;
  return {
    accessToken: tokens.accessToken.toString(),
    idToken: tokens.idToken?.toString(),
    expiresAt: (tokens.accessToken.payload.exp ?? 0) * 1000,
  };
}
