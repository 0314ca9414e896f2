import { expect, type Page, test } from '@playwright/test';
import { CREATOR_PASSWORD, signInNewCreator } from './creator-session';
import { gotoHydrated } from './hydration';

// The local hosted login serves HTTPS with a self-signed certificate (DESIGN "Identity").
test.use({ ignoreHTTPSErrors: true });

/** Clicks a provider button on the login page and returns the hosted login's authorize URL. */
async function leaveForHostedLogin(page: Page, provider = 'Google'): Promise<URL> {
  await gotoHydrated(page, '/app/login');
  await page.getByRole('button', { name: `Continuer avec ${provider}` }).click();
  await page.waitForURL(/\/oauth2\/authorize\?/);
  return new URL(page.url());
}

test('a provider button leaves for /oauth2/authorize with code, PKCE S256, scopes and a 32-character state (spec 4, 7)', async ({
  page,
}) => {
  const authorize = await leaveForHostedLogin(page, 'Facebook');
  expect(authorize.protocol).toBe('https:');
  expect(authorize.searchParams.get('identity_provider')).toBe('Facebook');
  expect(authorize.searchParams.get('response_type')).toBe('code');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toHaveLength(32);
  expect(authorize.searchParams.get('scope')?.split(' ').sort()).toEqual(
    ['aws.cognito.signin.user.admin', 'email', 'openid', 'phone'].sort(),
  );
  expect(authorize.searchParams.get('redirect_uri')).toMatch(
    /^http:\/\/localhost:\d+\/app\/oauth2\/callback$/,
  );
});

test('the hosted login round trip lands on the profile, signed in (spec 2 /oauth2/callback, spec 4)', async ({
  page,
  context,
}) => {
  // A creator who accepted the terms, so the profile is where the round trip ends (spec 2 redirect rules).
  const creator = await signInNewCreator(context, { displayName: 'Hosted Creator' });
  await context.clearCookies();
  await leaveForHostedLogin(page);
  await page.getByLabel('Username:').fill(creator.email);
  await page.getByLabel('Password:').fill(CREATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('heading', { name: 'Hosted Creator' })).toBeVisible();
  // The callback set the access-token cookie the API and the site's guards read (spec 3).
  expect((await context.cookies()).some((c) => c.name === 'mym_access_token' && c.value !== '')).toBe(true);
});

test('a returned state that is not the stored one shows the translated error and a way back (spec 4)', async ({
  page,
}) => {
  const authorize = await leaveForHostedLogin(page);
  const callback = new URL(authorize.searchParams.get('redirect_uri') ?? '');
  callback.searchParams.set('code', 'any-code');
  callback.searchParams.set('state', 'x'.repeat(32));
  await page.goto(callback.toString());
  await expect(
    page.getByText('La réponse du service de connexion ne correspond pas à votre demande.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la connexion' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('a provider error returned to the callback is shown translated (spec 8)', async ({ page }) => {
  await page.goto('/app/oauth2/callback?error=access_denied&error_description=User%20denied');
  await expect(page.getByText('Le service de connexion a refusé la demande')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();
});
