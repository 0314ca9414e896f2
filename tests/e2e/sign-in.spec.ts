import { expect, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { gotoHydrated, hydrated } from './hydration';

async function signIn(page: import('@playwright/test').Page, password: string = DEMO_CREATOR.password) {
  await gotoHydrated(page, '/app/login');
  await page.getByLabel('Adresse e-mail').fill(DEMO_CREATOR.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('a private route while signed out redirects to /app/login (spec 2 redirect rules)', async ({ page }) => {
  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
});

test('signing in with the demo creator lands on the profile from GET /creators/me (spec 2, 7)', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('heading', { name: DEMO_CREATOR.displayName })).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText(DEMO_CREATOR.email);
});

test('the access-token cookie lasts 365 days on path / with SameSite=Strict (spec 9)', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/app\/profile$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'mym_access_token');
  expect(cookie).toBeDefined();
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Strict');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
});

test('a wrong password shows a translated error under the form, in French by default (spec 4 language)', async ({
  page,
}) => {
  await signIn(page, 'Wrong#Password2026');
  await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect');
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('submitting an empty form shows mandatory_field_is_empty_error under each field (spec 5 generic)', async ({
  page,
}) => {
  await gotoHydrated(page, '/app/login');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Ce champ est obligatoire')).toHaveCount(2);
});

test('English speakers get the login form in English (spec 4 language from the browser)', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await gotoHydrated(page, '/app/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await context.close();
});

test('a public route while logged redirects to the profile (spec 2 redirect rules)', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/app\/profile$/);
  await gotoHydrated(page, '/app/login');
  await expect(page).toHaveURL(/\/app\/profile$/);
});

test('signing out goes to /app/login?logout=true and the profile is private again (spec 2)', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/app\/profile$/);
  // The profile is a new page: its sign-out button acts once the page's code runs.
  await hydrated(page);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/app\/login\?logout=true$/);
  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('logout=true on a public route signs a logged creator out (spec 2 redirect rules)', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/app\/profile$/);
  await page.goto('/app/login?logout=true');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'mym_access_token' && c.value)).toBe(false);
});
