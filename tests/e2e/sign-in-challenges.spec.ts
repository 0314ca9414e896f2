import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './hydration';
import { createAccount, sentCode, signUpWithoutConfirming, uniqueEmail } from './local-stack';

const PASSWORD = 'Challenge#Creator2026';

async function logIn(page: Page, email: string, password = PASSWORD) {
  await gotoHydrated(page, '/app/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('SMS MFA goes to /login/mfa carrying the form state, and the code signs in (spec 4 sign-in)', async ({
  page,
}) => {
  const email = await createAccount({ password: PASSWORD, phoneNumber: '+33612345678' });
  await logIn(page, email);
  await expect(page).toHaveURL(/\/app\/login\/mfa$/);
  await expect(page.getByRole('heading', { name: 'Code reçu par SMS' })).toBeVisible();
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(await sentCode(email, 'mfa'));
  // Signed in: the profile, or first the terms for an account that has not accepted them yet.
  await expect(page).toHaveURL(/\/(app\/profile|app\/signup\/social-network\/confirmation)$/);
});

test('a wrong SMS code is refused under the code entry (spec 4, 8)', async ({ page }) => {
  const email = await createAccount({ password: PASSWORD, phoneNumber: '+33612345679' });
  await logIn(page, email);
  await expect(page).toHaveURL(/\/app\/login\/mfa$/);
  const code = await sentCode(email, 'mfa');
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(wrong);
  await expect(page.getByText('Ce code est incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/login\/mfa$/);
});

test('/login/mfa without a sign-in waiting offers the way back to login', async ({ page }) => {
  await page.goto('/app/login/mfa');
  await expect(page.getByRole('heading', { name: "Aucune connexion n'attend de code" })).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la connexion' }).first().click();
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('new password required: the creator chooses one and is signed in (spec 4 sign-in)', async ({ page }) => {
  const email = await createAccount({ password: PASSWORD, temporary: true });
  await logIn(page, email);
  await expect(page.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill('Renewed#Creator2027');
  await page.getByRole('button', { name: 'Enregistrer et se connecter' }).click();
  await expect(page).toHaveURL(/\/(app\/profile|app\/signup\/social-network\/confirmation)$/);
});

test('an account never confirmed finishes its sign-up from the login form (spec 4 sign-up)', async ({
  page,
}) => {
  const email = uniqueEmail('unconfirmed');
  await signUpWithoutConfirming(email, PASSWORD);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/app\/signup\/email\/confirmation$/);
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(await sentCode(email, 'confirmation'));
  await expect(page.getByRole('heading', { name: 'Inscription confirmée' })).toBeVisible();
});
