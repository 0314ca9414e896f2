import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryTokenStorage } from '@mym/sdk';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../../../../packages/sdk/src/auth/auth';
import { createIdentityUserDeleter } from '../identity-users';
import { createLocalAccount, readPoolUser } from './admin';
import { DEMO_CREATOR } from './demo-creator';
import { type LocalIdentity, startLocalIdentity } from './start';

let identity: LocalIdentity;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'creators-identity-'));
  identity = await startLocalIdentity({ dataDir, port: 9929 });
}, 60_000);
afterAll(async () => {
  await identity?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(target: string, body: unknown) {
  const response = await fetch(identity.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: identity answers are read field by field in each test
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const signIn = (username: string, password: string) =>
  call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: identity.userPoolClientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });

describe('local identity: the gaps of cognito-local filled (DESIGN identity)', () => {
  it('seeds the pool, the client and the demo creator idempotently', async () => {
    const again = await startLocalIdentity({ dataDir: join(dataDir, 'second'), port: 9939 });
    await again.stop();
    const restarted = await startLocalIdentity({ dataDir: join(dataDir, 'second'), port: 9939 });
    await restarted.stop();
    expect(restarted.userPoolId).toBe(again.userPoolId);
    expect(restarted.demoCreatorSub).toBe(again.demoCreatorSub);
  });

  it("refreshes a session through Amplify's GetTokensFromRefreshToken (token refresh)", async () => {
    const auth = createAuth({
      config: {
        userPoolId: identity.userPoolId,
        userPoolClientId: identity.userPoolClientId,
        userPoolEndpoint: identity.endpoint,
      },
      storage: createMemoryTokenStorage(),
    });
    await auth.signIn({ username: DEMO_CREATOR.email, password: DEMO_CREATOR.password });
    const amplify = await auth.amplify();
    const first = await amplify.currentTokens();
    await new Promise((r) => setTimeout(r, 1100));
    const refreshed = await amplify.currentTokens(true);
    expect(refreshed?.accessToken).toBeTruthy();
    expect(refreshed?.accessToken).not.toBe(first?.accessToken);
    await auth.signOut();
  });

  it("global sign-out revokes refresh tokens: 'Refresh Token has been revoked' (spec 8)", async () => {
    const email = 'global.signout@creators.local';
    await createLocalAccount(identity, { email, password: 'Global#Signout2026' });
    const tokens = (await signIn(email, 'Global#Signout2026')).body.AuthenticationResult;
    expect((await call('GlobalSignOut', { AccessToken: tokens.AccessToken })).status).toBe(200);
    const refresh = await call('GetTokensFromRefreshToken', {
      ClientId: identity.userPoolClientId,
      RefreshToken: tokens.RefreshToken,
    });
    expect(refresh.status).toBe(400);
    expect(refresh.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  it("access tokens carry their refresh token's family (origin_jti), kept by a refresh, as Cognito's do", async () => {
    const email = 'token.family@creators.local';
    await createLocalAccount(identity, { email, password: 'Token#Family2026' });
    const tokens = (await signIn(email, 'Token#Family2026')).body.AuthenticationResult;
    const family = decodeJwt(tokens.AccessToken).origin_jti;
    expect(family).toBe(decodeJwt(tokens.RefreshToken).jti);
    const refreshed = await call('GetTokensFromRefreshToken', {
      ClientId: identity.userPoolClientId,
      RefreshToken: tokens.RefreshToken,
    });
    expect(decodeJwt(refreshed.body.AuthenticationResult.AccessToken).origin_jti).toBe(family);
    const again = await call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: identity.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
    });
    expect(decodeJwt(again.body.AuthenticationResult.AccessToken).origin_jti).toBe(family);
    // A second sign-in is another session: another family.
    const other = (await signIn(email, 'Token#Family2026')).body.AuthenticationResult;
    expect(decodeJwt(other.AccessToken).origin_jti).not.toBe(family);

    // RevokeToken (Amplify's sign-out, once tokens name a family) stops that refresh token alone.
    const revoked = await call('RevokeToken', {
      ClientId: identity.userPoolClientId,
      Token: tokens.RefreshToken,
    });
    expect(revoked.status).toBe(200);
    const refused = await call('GetTokensFromRefreshToken', {
      ClientId: identity.userPoolClientId,
      RefreshToken: tokens.RefreshToken,
    });
    expect(refused.body.message).toBe('Refresh Token has been revoked');
    const kept = await call('GetTokensFromRefreshToken', {
      ClientId: identity.userPoolClientId,
      RefreshToken: other.RefreshToken,
    });
    expect(kept.status).toBe(200);
  });

  it('a deleted user (a closed account, after its 30 days) frees the email for a new sign-up', async () => {
    const email = 'closed.account@creators.local';
    await createLocalAccount(identity, { email, password: 'Closed#Account2026' });
    const deleteUser = createIdentityUserDeleter(identity.issuer);
    await deleteUser(email);
    await deleteUser(email); // already gone: still done
    expect((await signIn(email, 'Closed#Account2026')).status).toBe(400);
    const signUp = await call('SignUp', {
      ClientId: identity.userPoolClientId,
      Username: email,
      Password: 'Closed#Account2027',
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    expect(signUp.status).toBe(200);
  });

  it('resends a sign-up code, replacing the first one', async () => {
    const email = 'resend.code@creators.local';
    const signUp = await call('SignUp', {
      ClientId: identity.userPoolClientId,
      Username: email,
      Password: 'Resend#Code2026x',
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    expect(signUp.status).toBe(200);
    const first = readPoolUser(identity.dataDir, identity.userPoolId, email)?.ConfirmationCode;
    const resent = await call('ResendConfirmationCode', {
      ClientId: identity.userPoolClientId,
      Username: email,
    });
    expect(resent.status).toBe(200);
    const second = readPoolUser(identity.dataDir, identity.userPoolId, email)?.ConfirmationCode;
    expect(second).toMatch(/^\d{6}$/);
    expect(first).toMatch(/^\d{6}$/);
    const confirm = await call('ConfirmSignUp', {
      ClientId: identity.userPoolClientId,
      Username: email,
      ConfirmationCode: second,
    });
    expect(confirm.status).toBe(200);
  });

  it('keeps the sign-up acceptances of the client metadata on the user (spec 3)', async () => {
    const email = 'acceptances@creators.local';
    await call('SignUp', {
      ClientId: identity.userPoolClientId,
      Username: email,
      Password: 'Accept#Terms2026x',
      UserAttributes: [{ Name: 'email', Value: email }],
      ClientMetadata: {
        acceptPrivacyPolicy: 'true',
        acceptTermsOfService: 'true',
        acceptTermsOfUse: 'false',
        sponsorId: '42',
        sponsorType: 'creator',
      },
    });
    const attributes = readPoolUser(identity.dataDir, identity.userPoolId, email)?.Attributes ?? [];
    const value = (name: string) => attributes.find((a) => a.Name === name)?.Value;
    expect([
      value('custom:privacy_accepted'),
      value('custom:tos_accepted'),
      value('custom:tou_accepted'),
    ]).toEqual(['true', 'true', 'false']);
    expect([value('custom:sponsor_id'), value('custom:sponsor_type')]).toEqual(['42', 'creator']);
  });

  it('an account with an SMS MFA option is challenged with SMS_MFA and a stored code (spec 4)', async () => {
    const email = 'sms.mfa@creators.local';
    await createLocalAccount(identity, { email, password: 'Sms#Challenge2026', phoneNumber: '+33600000000' });
    const challenge = await signIn(email, 'Sms#Challenge2026');
    expect(challenge.body.ChallengeName).toBe('SMS_MFA');
    expect(readPoolUser(identity.dataDir, identity.userPoolId, email)?.MFACode).toMatch(/^\d{6}$/);
  });

  it('serves the hosted login over HTTPS (Amplify only reaches a hosted-login domain over TLS)', async () => {
    const { request } = await import('node:https');
    const status = await new Promise<number>((resolve, reject) => {
      request(`https://${identity.hostedLoginDomain}/health`, { rejectUnauthorized: false }, (response) =>
        resolve(response.statusCode ?? 0),
      )
        .on('error', reject)
        .end();
    });
    expect(status).toBe(200);
  });
});
