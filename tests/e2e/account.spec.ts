import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { zipEntries } from '../../server/src/testing/zip-entries';
import { CREATOR_PASSWORD, signInDemoCreator, signInNewCreator } from './creator-session';
import { gotoHydrated } from './hydration';

/** What the screen says, in each language the product speaks (French default, English complete). */
const WORDS = {
  fr: {
    title: 'Mon compte',
    iban: 'IBAN',
    holder: 'Nom du titulaire du compte',
    password: 'Votre mot de passe',
    savePayout: 'Enregistrer le moyen de versement',
    ibanInvalid: 'Cet IBAN n’est pas valide',
    passwordWrong: 'Ce mot de passe est incorrect',
    held: /les versements sont suspendus jusqu’au/,
    export: 'Télécharger mes données',
    close: 'Fermer mon compte',
    closing: /Votre compte est en cours de fermeture/,
    reopen: 'Rouvrir mon compte',
  },
  en: {
    title: 'My account',
    iban: 'IBAN',
    holder: "Account holder's name",
    password: 'Your password',
    savePayout: 'Save the payout method',
    ibanInvalid: 'This IBAN is not valid',
    passwordWrong: 'This password is incorrect',
    held: /payouts are on hold until/,
    export: 'Download my data',
    close: 'Close my account',
    closing: /Your account is closing/,
    reopen: 'Reopen my account',
  },
} as const;
type Language = keyof typeof WORDS;

async function openAccount(page: Page, context: BrowserContext, language: Language) {
  await context.addCookies([{ name: 'locale', value: language, domain: 'localhost', path: '/' }]);
  await gotoHydrated(page, '/app/my-account');
  await expect(page.getByRole('heading', { name: WORDS[language].title, level: 1 })).toBeVisible();
}

async function screenshot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: `/tmp/account-shots/${name}-${info.project.name}.png`, fullPage: true });
}

for (const language of ['fr', 'en'] as const) {
  const words = WORDS[language];

  test(`${language}: an IBAN the library refuses shows its error under the field; a valid one is shown masked with the 48-hour hold`, async ({
    page,
    context,
  }, info) => {
    await signInNewCreator(context);
    await openAccount(page, context, language);
    const payout = page.getByTestId('payout');
    await payout.getByLabel(words.iban, { exact: true }).fill('FR76 3000 6000 0112 3456 7890 188');
    await payout.getByLabel(words.holder).fill('Ada Lovelace');
    await payout.getByLabel(words.password, { exact: true }).fill(CREATOR_PASSWORD);
    await payout.getByRole('button', { name: words.savePayout }).click();
    await expect(payout.getByText(words.ibanInvalid)).toBeVisible();
    expect((await new AxeBuilder({ page }).include('.mym-account').analyze()).violations).toEqual([]);

    await payout.getByLabel(words.iban, { exact: true }).fill('FR76 3000 6000 0112 3456 7890 189');
    await payout.getByLabel(words.password, { exact: true }).fill('Not#ThePassword1');
    await payout.getByRole('button', { name: words.savePayout }).click();
    await expect(payout.getByText(words.passwordWrong)).toBeVisible();

    await payout.getByLabel(words.password, { exact: true }).fill(CREATOR_PASSWORD);
    await payout.getByRole('button', { name: words.savePayout }).click();
    await expect(payout.getByTestId('payout-iban')).toHaveText('FR76 •••• •••• •••• •••• •••0 189');
    await expect(payout.getByTestId('payout-hold')).toHaveText(words.held);
    expect((await new AxeBuilder({ page }).include('.mym-account').analyze()).violations).toEqual([]);
    await screenshot(page, info, `payout-${language}`);
  });

  test(`${language}: the export is one ZIP with the profile, every table, the ledger CSV and the cloud's files`, async ({
    page,
    context,
  }) => {
    await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
    await openAccount(page, context, language);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: words.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mym-account-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = await zipEntries(await readFile(await download.path()));
    const profile = JSON.parse(String(files.get('profile.json')));
    expect(profile.email).toBe(DEMO_CREATOR.email);
    const lines = (name: string) =>
      String(files.get(name) ?? '')
        .trim()
        .split('\n')
        .filter(Boolean);
    for (const table of ['collections', 'medias', 'posts', 'pushes', 'messages', 'fans']) {
      expect(lines(`data/${table}.ndjson`).length, table).toBeGreaterThan(0);
    }
    expect(files.has('data/consultations.ndjson') && files.has('data/bookings.ndjson')).toBe(true);
    expect(lines('ledger.csv')[0]).toBe(
      'occurred_at,kind,source,item_id,fan_id,gross,fee,net,currency,available_at',
    );
    const medias = [...files.keys()].filter((name) => name.startsWith('media/'));
    expect(medias.length).toBeGreaterThan(0);
    expect(medias.every((name) => (files.get(name)?.length ?? 0) > 0)).toBe(true);
  });

  test(`${language}: closing needs the password and leaves 30 days to reopen; reopening keeps the account`, async ({
    page,
    context,
  }, info) => {
    await signInNewCreator(context);
    await openAccount(page, context, language);
    const close = page.getByRole('button', { name: words.close });
    await page
      .locator('.mym-account__section')
      .last()
      .getByLabel(words.password, { exact: true })
      .fill('wrong');
    await close.click();
    await expect(page.getByText(words.passwordWrong)).toBeVisible();
    await page
      .locator('.mym-account__section')
      .last()
      .getByLabel(words.password, { exact: true })
      .fill(CREATOR_PASSWORD);
    await close.click();
    await expect(page.getByTestId('account-closing')).toContainText(words.closing);
    await screenshot(page, info, `closing-${language}`);
    // Still closing after a reload: the closure is the server's, not the page's.
    await gotoHydrated(page, '/app/my-account');
    await expect(page.getByTestId('account-closing')).toContainText(words.closing);
    expect((await new AxeBuilder({ page }).include('.mym-account').analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: words.reopen }).click();
    await expect(page.getByRole('button', { name: words.close })).toBeVisible();
    await gotoHydrated(page, '/app/my-account');
    await expect(page.getByTestId('account-closing')).toHaveCount(0);
  });
}
