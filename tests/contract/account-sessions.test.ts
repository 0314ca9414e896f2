import type { CreatorApiError } from '@mym/sdk';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientWithToken } from './support/clients';
import { createCreatorAccount } from './support/identity';
import { contractStack } from './support/stack';

const account = { email: 'two.devices@creators.local', password: 'Two#Devices2026', name: 'Two Devices' };

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

/** One device's sign-in: its own refresh token, so its own session. */
async function signInDevice(): Promise<{ AccessToken: string; RefreshToken: string }> {
  const { identity } = contractStack();
  const answer = await identityCall('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: identity.userPoolClientId,
    AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
  });
  return answer.body.AuthenticationResult;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: CreatorApiError) => error,
  );

beforeAll(async () => {
  await createCreatorAccount(contractStack().identity, account);
});

describe('client.account.sessions and signOutSession against the API and the identity', () => {
  it('lists both devices, and signing one out refuses its tokens, even those its refresh token mints', async () => {
    const { identity } = contractStack();
    const laptop = await signInDevice();
    const phone = await signInDevice();
    const laptopClient = clientWithToken(laptop.AccessToken);
    const phoneClient = clientWithToken(phone.AccessToken);
    await phoneClient.account.settings();

    const sessions = await laptopClient.account.sessions();
    const phoneId = decodeJwt(phone.AccessToken).origin_jti as string;
    const laptopId = decodeJwt(laptop.AccessToken).origin_jti as string;
    expect(sessions.map((s) => [s.id, s.current]).sort()).toEqual(
      [
        [laptopId, true],
        [phoneId, false],
      ].sort(),
    );
    // Node's fetch sends its own agent: a script, not a browser.
    expect(sessions[0]).toMatchObject({ browser: null, system: null });

    await laptopClient.account.signOutSession(phoneId);
    expect(await failure(phoneClient.account.settings())).toMatchObject({
      message: 'Error while fetching account settings',
      status: 401,
      code: 'token_revoked',
    });
    const minted = await identityCall('GetTokensFromRefreshToken', {
      ClientId: identity.userPoolClientId,
      RefreshToken: phone.RefreshToken,
    });
    expect(
      await failure(clientWithToken(minted.body.AuthenticationResult.AccessToken).account.settings()),
    ).toMatchObject({ status: 401 });
    expect((await laptopClient.account.sessions()).map((s) => s.id)).toEqual([laptopId]);
  });

  it('an unknown session answers 404 in the catalogue wording; no id is a guard error before any call', async () => {
    const laptop = clientWithToken((await signInDevice()).AccessToken);
    expect(
      await failure(laptop.account.signOutSession('00000000-0000-4000-8000-000000000000')),
    ).toMatchObject({
      message: 'Error while signing out session',
      status: 404,
    });
    expect(await failure(laptop.account.signOutSession(''))).toMatchObject({ message: 'ID is required' });
  });
});
