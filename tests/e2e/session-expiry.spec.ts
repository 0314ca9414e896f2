import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ROOT } from '../../scripts/stack';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { signInNewCreator } from './creator-session';
import { gotoHydrated, hydrated } from './hydration';
import { localStack } from './local-stack';

/**
 * An access token as the local identity signs them (its key ships with cognito-local), already expired: what the
 * 365-day cookie holds once the hour-long token it was given has run out.
 */
function expiredAccessToken(issuer: string): string {
  const keyFile = createRequire(join(ROOT, 'server', 'package.json')).resolve(
    'cognito-local/lib/keys/cognitoLocal.private.json',
  );
  const { pem } = JSON.parse(readFileSync(keyFile, 'utf8')) as { pem: string };
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${part({
    sub: 'someone',
    token_use: 'access',
    username: 'someone',
    iss: issuer,
    iat: now - 7200,
    exp: now - 3600,
  })}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(pem).toString('base64url');
  return `${unsigned}.${signature}`;
}

async function setTokenCookie(page: Page, token: string) {
  const url = new URL(page.url());
  await page.context().addCookies([
    {
      name: 'mym_access_token',
      value: token,
      domain: url.hostname,
      path: '/',
      sameSite: 'Strict',
      expires: Date.now() / 1000 + 86_400,
    },
  ]);
}

test('an expired cookie with a live session is renewed and the profile loads (token refresh, spec 9)', async ({
  page,
}) => {
  await gotoHydrated(page, '/app/login');
  await page.getByLabel('Adresse e-mail').fill(DEMO_CREATOR.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_CREATOR.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);

  const stale = expiredAccessToken(localStack().issuer);
  await setTokenCookie(page, stale);
  await page.reload();
  await expect(page.getByTestId('profile-email')).toHaveText(DEMO_CREATOR.email);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'mym_access_token');
  expect(cookie?.value).not.toBe(stale);
});

test('an expired cookie that no session can renew signs out and goes to login (spec 4 invalid sessions, 6)', async ({
  page,
}) => {
  await gotoHydrated(page, '/app/login');
  await setTokenCookie(page, expiredAccessToken(localStack().issuer));
  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/app\/login\?logout=true$/);
  expect((await page.context().cookies()).some((c) => c.name === 'mym_access_token' && c.value)).toBe(false);
});

test('back after signing out shows login, not the signed-in page from the cache (spec 2 redirect rules)', async ({
  page,
}) => {
  await gotoHydrated(page, '/app/login');
  await page.getByLabel('Adresse e-mail').fill(DEMO_CREATOR.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_CREATOR.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  const profile = await page.reload();
  expect(profile?.headers()['cache-control']).toBe('no-store');
  // The reloaded profile's sign-out button acts once the page's code runs.
  await hydrated(page);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/app\/login/);
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/login/);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);
});

test('a token the API refuses leads to login, not to a technical error (spec 6)', async ({
  page,
  context,
}) => {
  const creator = await signInNewCreator(context);
  // Signed out everywhere from another device: the cookie still looks like a session, the API answers 401.
  const signedOut = await fetch(`${localStack().apiUrl}/creators/me/sign-out-everywhere`, {
    method: 'POST',
    headers: { authorization: `Bearer ${creator.token}` },
  });
  expect(signedOut.status).toBe(204);
  await page.goto('/app/push/list');
  await expect(page).toHaveURL(/\/app\/login\?logout=true$/);
});
