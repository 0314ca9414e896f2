import { expect, test } from '@playwright/test';
import { signInNewCreator } from './creator-session';
import { gotoHydrated } from './hydration';

test('switching the language updates <html lang>, the locale cookie and the screen, without a reload (spec 4)', async ({
  page,
  context,
}) => {
  await signInNewCreator(context);
  await gotoHydrated(page, '/app/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('My profile')).toBeVisible();
  await expect(page.getByLabel('Language')).toHaveValue('en');
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('en');
  expect(cookie?.path).toBe('/');

  // The server reads the cookie on the next page: rendered in English from the start.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('My profile')).toBeVisible();

  await page.getByLabel('Language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('Mon profil')).toBeVisible();
});

test('the locale cookie wins over the browser language (spec 4 "Language")', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addCookies([{ name: 'locale', value: 'fr-FR', domain: 'localhost', path: '/' }]);
  await signInNewCreator(context);
  const page = await context.newPage();
  await page.goto('/app/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await context.close();
});

test('without a cookie the browser language decides, language part only: en-GB -> en (spec 4)', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  await signInNewCreator(context);
  const page = await context.newPage();
  await page.goto('/app/tools');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
  await context.close();
});

test('the merged translations are served at /locales/{language}/translations.json for any origin (spec 7)', async ({
  request,
}) => {
  const [fr, en] = await Promise.all(
    ['fr', 'en'].map((language) => request.get(`/app/locales/${language}/translations.json`)),
  );
  expect(fr?.status()).toBe(200);
  expect(en?.headers()['access-control-allow-origin']).toBe('*');
  const french = (await fr?.json()) as Record<string, string>;
  const english = (await en?.json()) as Record<string, string>;
  expect(english.mandatory_field_is_empty_error).toBe('This field is required');
  expect(french.mandatory_field_is_empty_error).toBe('Ce champ est obligatoire');
  expect(Object.keys(english).sort()).toEqual(Object.keys(french).sort());
  expect((await request.get('/app/locales/de/translations.json')).status()).toBe(404);
});

test('public screens switch language too: the login form follows the switcher (spec 4, spec 2 side panel)', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/app/login');
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of use (new tab)' })).toBeAttached();
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
});
