import { describe, expect, it } from 'vitest';
import { createCreatorAccount } from './support/identity';
import { contractStack } from './support/stack';

/** One call of the local identity's API, as Amplify makes it. */
async function identityCall(target: string, body: unknown) {
  const response = await fetch(contractStack().identity.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('sign-out everywhere revokes refresh tokens at the identity', () => {
  it('after POST /creators/me/sign-out-everywhere, the old refresh token cannot renew the session', async () => {
    const { identity, apiUrl } = contractStack();
    const account = { email: 'everywhere@creators.local', password: 'Every#Where2026', name: 'Everywhere' };
    await createCreatorAccount(identity, account);
    const signedIn = await identityCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.userPoolClientId,
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    });
    const { AccessToken, RefreshToken } = signedIn.body.AuthenticationResult;
    const response = await fetch(`${apiUrl}/creators/me/sign-out-everywhere`, {
      method: 'POST',
      headers: { authorization: `Bearer ${AccessToken}` },
    });
    expect(response.status).toBe(204);
    const renewal = await identityCall('GetTokensFromRefreshToken', {
      ClientId: identity.userPoolClientId,
      RefreshToken,
    });
    expect(renewal.status).toBe(400);
    expect(renewal.body.message).toBe('Refresh Token has been revoked');
    const after = await fetch(`${apiUrl}/creators/me`, {
      headers: { authorization: `Bearer ${AccessToken}` },
    });
    expect(after.status).toBe(401);
  });
});
