import { expect, type Page, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { CREATOR_PASSWORD, signInNewCreator } from './creator-session';
import { gotoHydrated } from './hydration';

/** The code an authenticator app would show now for this secret (spec 4 TOTP). */
function totpCode(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

/** Logs in through the form, so the identity session (not only the API cookie) exists in the browser. */
async function logIn(page: Page, email: string) {
  await gotoHydrated(page, '/app/login?logout=true');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(CREATOR_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function setUpTotp(page: Page): Promise<string> {
  await gotoHydrated(page, '/app/profile/security');
  await expect(page.getByRole('radio', { name: /^Aucune/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Application d'authentification/ }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByRole('img', { name: "QR code à scanner avec votre application d'authentification" }),
  ).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByRole('group', { name: "Code de l'application" }).getByRole('textbox').first().click();
  await page.keyboard.type(totpCode(secret));
  await expect(page.getByText('Votre préférence est enregistrée')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Application d'authentification · actuelle/ })).toBeChecked();
  return secret;
}

test('TOTP set up on /profile/security is asked for at the next sign-in (spec 4 MFA)', async ({
  page,
  context,
}) => {
  const { email } = await signInNewCreator(context);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/app\/profile$/);
  const secret = await setUpTotp(page);

  await page.getByRole('button', { name: 'Se déconnecter partout' }).click();
  await expect(page).toHaveURL(/\/app\/login\?logout=true$/);
  await logIn(page, email);
  await expect(
    page.getByRole('heading', { name: "Code de votre application d'authentification" }),
  ).toBeVisible();
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(totpCode(secret));
  await expect(page).toHaveURL(/\/app\/profile$/);
});

test('choosing none turns MFA off again: the next sign-in asks for no code (spec 4)', async ({
  page,
  context,
}) => {
  const { email } = await signInNewCreator(context);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/app\/profile$/);
  await setUpTotp(page);
  await page.getByRole('radio', { name: /^Aucune/ }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('radio', { name: /^Aucune · actuelle/ })).toBeChecked();

  await logIn(page, email);
  await expect(page).toHaveURL(/\/app\/profile$/);
});

test('SMS is unavailable without a phone number on the account, and says why (spec 4)', async ({
  page,
  context,
}) => {
  const { email } = await signInNewCreator(context);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/app\/profile$/);
  await gotoHydrated(page, '/app/profile/security');
  const sms = page.getByRole('radio', { name: /^SMS/ });
  await expect(sms).toBeDisabled();
  await expect(sms).toHaveAccessibleDescription(/ajoutez un numéro de téléphone/);
});

test('/profile/security is private: signed out, it redirects to login (spec 2)', async ({ page }) => {
  await page.goto('/app/profile/security');
  await expect(page).toHaveURL(/\/app\/login$/);
});
