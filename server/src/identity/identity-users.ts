import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';

/** Deletes a user from the pool, so its email can sign up again; a user already gone counts as deleted. */
export type IdentityUserDeleter = (username: string) => Promise<void>;

/** `https://cognito-idp.<region>.amazonaws.com/<poolId>` in production, `http://127.0.0.1:9229/<poolId>` locally. */
function poolOf(issuer: string): { endpoint: string; region: string; userPoolId: string; local: boolean } {
  const url = new URL(issuer);
  const region = /^cognito-idp\.([a-z0-9-]+)\.amazonaws\.com$/.exec(url.hostname)?.[1];
  return {
    endpoint: url.origin,
    region: region ?? 'local',
    userPoolId: url.pathname.replace(/^\/+/, ''),
    local: region === undefined,
  };
}

/**
 * AdminDeleteUser is an administrator's call, signed with the API's own AWS credentials (its role in production);
 * the local identity takes any signature, so it gets placeholder ones.
 */
export function createIdentityUserDeleter(issuer: string): IdentityUserDeleter {
  const pool = poolOf(issuer);
  const cognito = new CognitoIdentityProviderClient({
    endpoint: pool.endpoint,
    region: pool.region,
    ...(pool.local ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return async (username) => {
    try {
      await cognito.send(new AdminDeleteUserCommand({ UserPoolId: pool.userPoolId, Username: username }));
    } catch (error) {
      if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException') return;
      throw error;
    }
  };
}
