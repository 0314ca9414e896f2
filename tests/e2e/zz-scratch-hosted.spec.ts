import { expect, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { gotoHydrated } from './hydration';
import { localStack } from './local-stack';

test.use({ ignoreHTTPSErrors: true });

test('scratch: emulated signInWithRedirect round trip', async ({ page }) => {
  const stack = localStack() as unknown as { userPoolClientId: string; hostedLoginDomain: string };
  await gotoHydrated(page, '/app/login');
  const url = await page.evaluate(async ({ clientId, domain }) => {
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    const random = (n: number) => Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => chars[b % chars.length]).join('');
    const verifier = random(128);
    const state = random(32);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    const challenge = btoa(String.fromCharCode(...digest)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const p = `CognitoIdentityServiceProvider.${clientId}.`;
    localStorage.setItem(`${p}inflightOAuth`, 'true');
    localStorage.setItem(`${p}oauthState`, state);
    localStorage.setItem(`${p}oauthPKCE`, verifier);
    localStorage.setItem(`${p}oauthSignIn`, 'true,false');
    const q = new URLSearchParams({ redirect_uri: `${location.origin}/app/oauth2/callback`, response_type: 'code', client_id: clientId, identity_provider: 'Google', scope: 'phone email openid aws.cognito.signin.user.admin', state, code_challenge: challenge, code_challenge_method: 'S256' });
    return `https://${domain}/oauth2/authorize?${q}`;
  }, { clientId: stack.userPoolClientId, domain: stack.hostedLoginDomain });
  await page.goto(url);
  await page.getByLabel('Username:').fill(DEMO_CREATOR.email);
  await page.getByLabel('Password:').fill(DEMO_CREATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/profile$/, { timeout: 25_000 });
});
