import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydration';
import { localStack, sentCode, uniqueEmail } from './local-stack';
import { E2E_PORTS } from './stack-ports';

const LINK_SITE = `http://localhost:${E2E_PORTS.linkSite}`;

test('sign-up confirmed by link: the page keeps trying and signs in once the link is clicked (spec 4, 9)', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('link');
  await gotoHydrated(page, `${LINK_SITE}/app/signup/email`);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Lien#Confirme2026');
  await page.getByLabel(/la politique de confidentialité/).check();
  await page.getByLabel(/les conditions générales de vente/).check();
  await page.getByLabel(/les conditions d'utilisation/).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();

  // The creator opens the link of the email (the local identity serves Cognito's /confirmUser page).
  const stack = localStack();
  const code = await sentCode(email, 'confirmation');
  const link = `${stack.endpoint}/confirmUser?client_id=${stack.userPoolClientId}&user_name=${encodeURIComponent(email)}&confirmation_code=${code}`;
  expect((await request.get(link)).status()).toBe(200);

  // Polling every 5 s (spec 9) notices the confirmation within one interval.
  await expect(page).toHaveURL(/\/app\/profile$/, { timeout: 15_000 });
});
