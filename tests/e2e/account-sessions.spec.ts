import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { CREATOR_PASSWORD, signInNewCreator } from './creator-session';
import { gotoHydrated } from './hydration';
import { liveRefreshTokens } from './local-stack';

/** What the sessions part of the account screen says, in each language the product speaks. */
const WORDS = {
  fr: {
    title: 'Mon compte',
    list: 'Appareils et sessions',
    here: 'Cet appareil',
    signOut: /^Déconnecter Chrome/,
    signedOut: /est déconnecté$/,
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
  },
  en: {
    title: 'My account',
    list: 'Devices and sessions',
    here: 'This device',
    signOut: /^Sign out Chrome/,
    signedOut: /is signed out$/,
    email: 'Email address',
    password: 'Password',
    signIn: 'Log in',
  },
} as const;

async function openAccount(page: Page, language: keyof typeof WORDS) {
  await page.context().addCookies([{ name: 'locale', value: language, domain: 'localhost', path: '/' }]);
  await gotoHydrated(page, '/app/my-account');
  await expect(page.getByRole('heading', { name: WORDS[language].title, level: 1 })).toBeVisible();
}

for (const language of ['fr', 'en'] as const) {
  const words = WORDS[language];

  test(`${language}: a creator signed in on two devices signs the other one out; its next navigation lands on login`, async ({
    browser,
    page,
    context,
  }, info) => {
    const creator = await signInNewCreator(context);
    // The other device signs in through the login form, as a person would: the identity hands it a refresh token.
    const other = await browser.newContext({ ...info.project.use });
    const otherPage = await other.newPage();
    await other.addCookies([{ name: 'locale', value: language, domain: 'localhost', path: '/' }]);
    await gotoHydrated(otherPage, '/app/login');
    await otherPage.getByLabel(words.email).fill(creator.email);
    await otherPage.getByLabel(words.password, { exact: true }).fill(CREATOR_PASSWORD);
    await otherPage.getByRole('button', { name: words.signIn }).click();
    await expect(otherPage).not.toHaveURL(/\/app\/login/);
    await openAccount(otherPage, language);
    const sessionsThere = otherPage.getByRole('list', { name: words.list });
    await expect(sessionsThere.getByRole('listitem')).toHaveCount(2);
    const refreshTokensBefore = await liveRefreshTokens(creator.email);

    await openAccount(page, language);
    const sessions = page.getByRole('list', { name: words.list });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByRole('listitem').filter({ hasText: words.here })).toHaveCount(1);
    expect((await new AxeBuilder({ page }).include('.mym-account').analyze()).violations).toEqual([]);
    await page
      .locator('section', { has: sessions })
      .screenshot({ path: `/tmp/sessions-shots/sessions-${language}-${info.project.name}.png` });

    await sessions.getByRole('button', { name: words.signOut }).click();
    await expect(page.getByText(words.signedOut)).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    expect((await new AxeBuilder({ page }).include('.mym-account').analyze()).violations).toEqual([]);

    // The other device's next navigation: the API refuses its token, the site sends it to login, and signing
    // out there revokes its refresh token at the identity.
    await otherPage.goto('/app/profile');
    await expect(otherPage).toHaveURL(/\/app\/login\?logout=true$/);
    await expect.poll(() => liveRefreshTokens(creator.email)).toBe(refreshTokensBefore - 1);
    await otherPage.goto('/app/my-account');
    await expect(otherPage).toHaveURL(/\/app\/login/);

    // This device stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();
    await other.close();
  });
}
