import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, hydrated } from './hydration';
import { createAccount, sentCode, uniqueEmail } from './local-stack';

const OLD_PASSWORD = 'Recovery#Creator2026';
const NEW_PASSWORD = 'Renewed#Creator2027';

async function askForCode(page: Page, email: string) {
  await gotoHydrated(page, '/app/password/recovery');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page).toHaveURL(/\/app\/password\/recovery\/confirmation$/);
  await hydrated(page);
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('group', { name: 'Code de vérification' }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

async function chooseNewPassword(page: Page, password: string) {
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmez le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
}

test('the login form leads to /password/recovery (spec 2 public routes)', async ({ page }) => {
  await gotoHydrated(page, '/app/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/app\/password\/recovery$/);
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
});

test('recovery then reset: email, code, new password, success, and the new password logs in (spec 2, 5)', async ({
  page,
}) => {
  const email = await createAccount({ password: OLD_PASSWORD });
  await askForCode(page, email);
  // The email and the code travel in the tab's storage, never in the address.
  expect(page.url()).not.toContain(encodeURIComponent(email));
  await expect(page.getByText(email)).toBeVisible();
  const code = await sentCode(email, 'confirmation');
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/app\/password\/reset$/);
  expect(page.url()).not.toContain(code);

  await hydrated(page);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
  const requirements = page.locator('.mym-password-field__requirement');
  await expect(requirements).toHaveCount(4);
  for (const requirement of await requirements.all())
    await expect(requirement).toHaveAttribute('data-met', 'true');
  await expect(page.getByText('Force du mot de passe : fort')).toBeVisible();
  await chooseNewPassword(page, NEW_PASSWORD);

  await expect(page).toHaveURL(/\/app\/password\/reset\/success$/);
  await expect(page.getByRole('heading', { name: 'Mot de passe modifié' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await hydrated(page);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/app\/(profile|signup\/social-network\/confirmation)$/);
});

test('a wrong code is shown under the code on /password/reset, with a way back to the code page (spec 8)', async ({
  page,
}) => {
  const email = await createAccount({ password: OLD_PASSWORD });
  await askForCode(page, email);
  const code = await sentCode(email, 'confirmation');
  await typeCode(page, code === '000000' ? '111111' : '000000');
  await expect(page).toHaveURL(/\/app\/password\/reset$/);
  await hydrated(page);
  await chooseNewPassword(page, NEW_PASSWORD);
  await expect(page.getByTestId('reset-code').getByText('Ce code est incorrect')).toBeVisible();
  await page.getByRole('link', { name: 'Saisir ou recevoir un autre code' }).click();
  await expect(page).toHaveURL(/\/app\/password\/recovery\/confirmation$/);
  await hydrated(page);
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/app\/password\/reset$/);
  await hydrated(page);
  await chooseNewPassword(page, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/app\/password\/reset\/success$/);
});

test('an unknown email goes on to the code page like a known one: no account enumeration', async ({
  page,
}) => {
  await askForCode(page, uniqueEmail('nobody'));
  await expect(page.getByRole('heading', { name: 'Saisissez le code reçu' })).toBeVisible();
});

test('an empty email shows mandatory_field_is_empty_error under the field (spec 5 generic)', async ({
  page,
}) => {
  await gotoHydrated(page, '/app/password/recovery');
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page.getByText('Ce champ est obligatoire')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/password\/recovery$/);
});

test('the reset page opened directly sends the creator back to the start of the recovery', async ({
  page,
}) => {
  await gotoHydrated(page, '/app/password/reset');
  await page.getByRole('link', { name: 'Recommencer' }).click();
  await expect(page).toHaveURL(/\/app\/password\/recovery$/);
});

/** Text rendered as an element's content (`>text<`), not the same words inside an island's serialized props. */
const shown = (text: string) => `>${text}<`;

/** The page's HTML as the site's server sends it to this browser (its cookies): what it paints before any script. */
async function firstHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  expect(response.headers()['cache-control'], path).toBe('no-store');
  return response.text();
}

test('the code and reset pages arrive with their screen in the first HTML: the email, never the code (spec 2 public routes)', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const email = await createAccount({ password: OLD_PASSWORD });
  await askForCode(page, email);
  const codePage = await firstHtml(page, '/app/password/recovery/confirmation');
  expect(codePage).toContain(shown('Saisissez le code reçu'));
  expect(codePage).toContain(email);

  const code = await sentCode(email, 'confirmation');
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/app\/password\/reset$/);
  await hydrated(page);
  await expect(page.getByText(`Code saisi : ${code}`)).toBeVisible();
  const resetPage = await firstHtml(page, '/app/password/reset');
  expect(resetPage).toContain(shown('Choisissez un nouveau mot de passe'));
  expect(resetPage).toContain(email);
  expect(resetPage).not.toContain(code);
  // What the server reads: the recovery's pages only, same site only, never the code.
  const cookies = await context.cookies();
  for (const cookie of cookies) expect(cookie.value, cookie.name).not.toContain(code);
  const step = cookies.find((cookie) => cookie.name === 'mym_password_recovery');
  expect(step).toMatchObject({ path: '/app/password', sameSite: 'Strict' });

  await chooseNewPassword(page, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/app\/password\/reset\/success$/);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('mym_password_recovery');
  // Server and browser drew the same screen: no hydration mismatch, nothing refused by the CSP.
  expect(errors).toEqual([]);
});

test('opened directly, the code and reset pages arrive as the way back to the start, before any script', async ({
  page,
}) => {
  for (const path of ['/app/password/recovery/confirmation', '/app/password/reset']) {
    const html = await firstHtml(page, path);
    expect(html, path).toContain(shown('Réinitialisation à reprendre'));
    expect(html, path).toContain(shown('Recommencer'));
  }
});

test('English speakers get the recovery screens in English (spec 4 language)', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await gotoHydrated(page, '/app/password/recovery');
  await expect(page.getByRole('heading', { name: 'Forgot your password' })).toBeVisible();
  await page.getByRole('button', { name: 'Get a code' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await context.close();
});
