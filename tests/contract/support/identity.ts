import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';

/** The local identity's admin API; cognito-local takes any credentials. */
function identityClient(endpoint: string) {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Adds a confirmed creator with a permanent password to the pool, as the seed does for the demo creator. */
export async function createCreatorAccount(
  identity: { endpoint: string; userPoolId: string },
  account: { email: string; password: string; name: string },
): Promise<void> {
  const cognito = identityClient(identity.endpoint);
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: identity.userPoolId,
      Username: account.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: account.name },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: identity.userPoolId,
      Username: account.email,
      Password: account.password,
      Permanent: true,
    }),
  );
}

/**
 * Signs a creator in with the pool's plain password flow and returns the access token. Used for the second
 * creator: Amplify keeps one session per process, which the demo creator's SDK sign-in already holds.
 */
export async function passwordAccessToken(
  identity: { endpoint: string; userPoolClientId: string },
  account: { email: string; password: string },
): Promise<string> {
  const answer = await identityClient(identity.endpoint).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.userPoolClientId,
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    }),
  );
  const token = answer.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`${account.email} got no access token (challenge ${answer.ChallengeName})`);
  return token;
}
