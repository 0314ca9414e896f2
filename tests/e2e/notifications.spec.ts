import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { createFanClient, TEST_CARDS } from '@mym/sdk/fan';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_FAN_PASSWORD, DEMO_FANS } from '../../server/src/identity/local/demo-fans';
import { callApi, signInNewCreator } from './creator-session';
import { gotoHydrated } from './hydration';
import { localStack } from './local-stack';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const WORDS = {
  fr: {
    bell: /Notifications/,
    subscribed: /s'est abonné · 9,99/,
    wrote: /a écrit : « Salut/,
    twoMessages: /a envoyé 2 messages/,
    markRead: /^Marquer comme lu : /,
    markAll: 'Tout marquer comme lu',
    emailOf: (category: string) => `${category} : Par e-mail`,
    messages: 'Messages',
    saved: 'Enregistré',
  },
  en: {
    bell: /Notifications/,
    subscribed: /subscribed · €9\.99/,
    wrote: /wrote: “Salut/,
    twoMessages: /sent 2 messages/,
    markRead: /^Mark read: /,
    markAll: 'Mark all read',
    emailOf: (category: string) => `${category}: By email`,
    messages: 'Messages',
    saved: 'Saved',
  },
} as const;

/** The mails the stack's mailbox kept for an address, their bodies decoded enough to search words in them. */
function mailsTo(address: string): string[] {
  const dir = join(localStack().dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .filter((raw) => raw.toLowerCase().includes(`to: ${address.toLowerCase()}`))
    .map((raw) =>
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => `%${hex}`)
        .replace(/(%[0-9A-F]{2})+/g, (encoded) => {
          try {
            return decodeURIComponent(encoded);
          } catch {
            return encoded;
          }
        }),
    );
}

async function shoot(page: Page, name: string, language: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/n/shots/${name}-${language}-${width}.png`, fullPage: true });
}

const bell = (page: Page) => page.locator('[data-testid="unread-notifications"]:visible').first();

for (const language of ['fr', 'en'] as const) {
  const words = WORDS[language];
  test(`a fan subscribes and writes: the bell counts up live, the grouped rows appear, mark read; a mail turned off stops while a security alert still comes (notifications, ${language})`, async ({
    page,
    context,
  }, testInfo) => {
    await context.addCookies([{ name: 'locale', value: language, domain: 'localhost', path: '/' }]);
    const creator = await signInNewCreator(context, { displayName: `Notified ${language}` });
    const me = (await callApi(creator.token, 'GET', '/creators/me')).data as { id: string };
    await callApi(creator.token, 'PUT', '/creators/me/subscription-price', {
      price: { value: 999, currency: 'EUR' },
    });
    const stack = localStack();
    const fan = createFanClient({
      apiUrl: stack.apiUrl,
      identity: { endpoint: stack.endpoint, clientId: stack.fanClientId },
    });
    const account = DEMO_FANS[testInfo.project.name === 'phone' ? 1 : 0];
    if (!account) throw new Error('no demo fan');
    await fan.signIn(account.email, DEMO_FAN_PASSWORD);

    // The browser is a device the creator had not used (the account was made from a script): its first call
    // records that alert, made here before the page loads so the count the page reads first includes it.
    const browserAgent = await page.evaluate(() => navigator.userAgent);
    await fetch(`${stack.apiUrl}/creators/me`, {
      headers: { authorization: `Bearer ${creator.token}`, 'user-agent': browserAgent },
    });
    await gotoHydrated(page, '/app/notifications');
    await expect(bell(page)).toHaveText(/^1/);
    await shoot(page, 'notifications-start', language);

    await fan.subscribe(me.id, { card: TEST_CARDS.succeeds });
    await expect(bell(page)).toHaveText(/^2/);
    await expect(page.getByText(words.subscribed)).toBeVisible();
    await fan.send(me.id, 'Salut, merci !');
    await expect(bell(page)).toHaveText(/^3/);
    await expect(page.getByText(words.wrote)).toBeVisible();
    await fan.send(me.id, 'Et encore une chose');
    // One group per fan and day: the row counts the messages instead of adding one.
    await expect(page.getByText(words.twoMessages)).toBeVisible();
    await expect(bell(page)).toHaveText(/^4/);
    await shoot(page, 'notifications-live', language);
    expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: words.markRead }).first().click();
    await expect(bell(page)).not.toHaveText(/^4/);
    await page.getByRole('button', { name: words.markAll }).click();
    await expect(page.getByTestId('unread-notifications')).toHaveCount(0);
    await shoot(page, 'notifications-read', language);

    // The message mails went out (email is on by default), saying why they came.
    await expect.poll(() => mailsTo(creator.email).some((mail) => mail.includes('Salut, merci'))).toBe(true);

    await gotoHydrated(page, '/app/my-account');
    const messagesByEmail = page.getByRole('checkbox', { name: words.emailOf(words.messages) });
    await expect(messagesByEmail).toBeChecked();
    await messagesByEmail.uncheck();
    await expect(page.getByRole('status').filter({ hasText: words.saved })).toBeVisible();
    await expect(messagesByEmail).not.toBeChecked();
    await shoot(page, 'my-account-preferences', language);
    expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);

    const unmailed = `Pas de mail pour ceci ${Date.now()}`;
    await fan.send(me.id, unmailed);
    // A sign-in from a device never seen: a security alert, mailed whatever the preferences say.
    const signedIn = await fetch(`${stack.apiUrl}/notifications/unread-count`, {
      headers: {
        authorization: `Bearer ${creator.token}`,
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/605.1',
      },
    });
    expect(signedIn.status).toBe(200);
    await expect
      .poll(() => mailsTo(creator.email).some((mail) => /Nouvelle connexion depuis Safari/.test(mail)))
      .toBe(true);
    // Mails leave oldest first: had the message been mailed, it would be there before the alert.
    expect(mailsTo(creator.email).some((mail) => mail.includes(unmailed))).toBe(false);
  });
}
