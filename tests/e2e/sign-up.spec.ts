import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './hydration';
import { sentCode, uniqueEmail } from './local-stack';

const PASSWORD = 'Nouveau#Createur2026';

async function fillSignUp(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel(/la politique de confidentialité/).check();
  await page.getByLabel(/les conditions générales de vente/).check();
  await page.getByLabel(/les conditions d'utilisation/).check();
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

test('sign-up with a code signs in by itself, keeps the acceptances and posts the referral (spec 3, 4, 7)', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await gotoHydrated(page, '/app/signup?creator=42');
  await page.getByRole('link', { name: 'Continuer avec mon e-mail' }).click();
  await expect(page).toHaveURL(/\/app\/signup\/email$/);
  await fillSignUp(page, email);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/app\/signup\/email\/confirmation$/);

  const referralPosted = page.waitForResponse(
    (r) => r.url().endsWith('/creators/referral') && r.request().method() === 'POST',
  );
  await typeCode(page, await sentCode(email, 'confirmation'));
  expect((await referralPosted).request().postDataJSON()).toEqual({ id: 42, userType: 'creator' });
  await expect(page).toHaveURL(/\/app\/profile$/);
  // The acceptances sent at sign-up count: no detour through the terms screen (spec 2).
  await expect(page.getByTestId('profile-email')).toHaveText(email);
});

test('the sign-up form shows every criterion: empty fields and unmet password rules (spec 5)', async ({
  page,
}) => {
  await gotoHydrated(page, '/app/signup/email');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Ce champ est obligatoire')).toHaveCount(5);
  await page.getByLabel('Mot de passe', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Le mot de passe doit remplir tous les critères')).toBeVisible();
  await expect(page.getByText('Force du mot de passe : faible')).toBeVisible();
});

test('a resent code replaces the first one (spec 7 ResendConfirmationCode)', async ({ page }) => {
  const email = uniqueEmail('resend');
  await gotoHydrated(page, '/app/signup/email');
  await fillSignUp(page, email);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/confirmation$/);
  const first = await sentCode(email, 'confirmation');
  await page.getByRole('button', { name: 'Renvoyer le code' }).click();
  await expect(page.getByText('Un nouveau code a été envoyé')).toBeVisible();
  const second = await sentCode(email, 'confirmation');
  await typeCode(page, second);
  await expect(page).toHaveURL(/\/app\/profile$/);
  expect(typeof first).toBe('string');
});

test("confirming after a reload cannot sign in by itself: toast 'signup confirmed' and a way to log in (spec 4)", async ({
  page,
}) => {
  const email = uniqueEmail('reload');
  await gotoHydrated(page, '/app/signup/email');
  await fillSignUp(page, email);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/confirmation$/);
  await page.reload();
  await typeCode(page, await sentCode(email, 'confirmation'));
  await expect(page.getByRole('status').filter({ hasText: 'Inscription confirmée' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Se connecter' }).last().click();
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('an address already registered is refused with a clear error (spec 5 calls and identity)', async ({
  page,
}) => {
  await gotoHydrated(page, '/app/signup/email');
  await fillSignUp(page, 'demo.creator@creators.local');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('alert')).toHaveText('Un compte existe déjà avec cette adresse');
});
