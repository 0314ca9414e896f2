import AxeBuilder from '@axe-core/playwright';
import { createFanClient, TEST_CARDS } from '@mym/sdk/fan';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { DEMO_FAN_PASSWORD, DEMO_FANS } from '../../server/src/identity/local/demo-fans';
import { signInDemoCreator } from './creator-session';
import { gotoHydrated } from './hydration';
import { localStack } from './local-stack';

/** A demo fan acting through `@mym/sdk/fan` in the same test, as a fan app would. */
async function demoFan(index: number) {
  const stack = localStack();
  const fan = createFanClient({
    apiUrl: stack.apiUrl,
    identity: { endpoint: stack.endpoint, clientId: stack.fanClientId },
  });
  const account = DEMO_FANS[index];
  if (!account) throw new Error(`no demo fan ${index}`);
  await fan.signIn(account.email, DEMO_FAN_PASSWORD);
  const me = await fan.me();
  const creator = (await fan.creators()).find((candidate) => candidate.name === DEMO_CREATOR.displayName);
  if (!creator) throw new Error(`${me.name} does not follow the demo creator`);
  return { fan, me, creator };
}

/** The creator finds the fan by name in the inbox and opens the conversation. */
async function openConversation(page: Page, fanName: string) {
  await gotoHydrated(page, '/app/chat');
  await page.getByLabel('Rechercher un fan').fill(fanName);
  await page.getByRole('button', { name: new RegExp(`^${fanName}`) }).click();
  // The thread's heading (the fan's panel beside it on a laptop names the fan too).
  await expect(page.getByRole('heading', { name: fanName, level: 2 }).first()).toBeVisible();
}

const thread = (page: Page) => page.locator('.mym-thread__messages');

test('a fan writes, the creator sees it appear live and answers (spec 2 "/chat", DESIGN "Live updates")', async ({
  page,
  context,
}) => {
  await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
  const { fan, me, creator } = await demoFan(0);
  await openConversation(page, me.name);
  const words = `Tu es dispo ce soir ? ${Date.now()}`;
  await fan.send(creator.id, words);
  // No reload: the event stream brings the message into the open thread.
  await expect(thread(page).getByText(words)).toBeVisible();
  const answer = `Oui, à 20 h ! ${Date.now()}`;
  await page.getByLabel('Message', { exact: true }).fill(answer);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(thread(page).getByText(answer)).toBeVisible();
  await expect
    .poll(async () => (await fan.messages(creator.id)).messages.some((message) => message.text === answer))
    .toBe(true);
});

test('a message over 1500 characters shows message_text_input_limit_error under the field (spec 5)', async ({
  page,
  context,
}) => {
  await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
  const { me } = await demoFan(1);
  await openConversation(page, me.name);
  await page.getByLabel('Message', { exact: true }).fill('a'.repeat(1501));
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Le message ne doit pas dépasser 1500 caractères')).toBeVisible();
});

test('the creator sells cloud media in the thread, the fan buys it and the purchase appears live; selling it again warns (spec 2 "/chat")', async ({
  page,
  context,
}) => {
  await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
  const { fan, me, creator } = await demoFan(2);
  await openConversation(page, me.name);

  // The picker's grid marks what this fan already bought or received (the phone run follows the desktop's).
  const pickFirstMedia = async (mark?: string) => {
    await page.getByRole('button', { name: 'Ajouter des médias' }).click();
    await page.getByRole('list', { name: 'Collections' }).getByRole('button').first().click();
    const first = page.getByRole('checkbox', { name: /^Choisir le média 1(, Déjà (acheté|envoyé))?$/ });
    if (mark) await expect(first).toHaveAccessibleName(`Choisir le média 1, ${mark}`);
    await first.check();
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Payant' }).check();
  };
  await pickFirstMedia();
  // The phone run sells the media the desktop run already sold to this fan: it says so, and sells anyway.
  const sellAgain = page.getByRole('checkbox', { name: 'Les vendre quand même' });
  if (await sellAgain.isVisible()) await sellAgain.check();
  await page.getByLabel('Prix (EUR)').fill('9');
  const words = `Rien que pour toi ${Date.now()}`;
  await page.getByLabel('Message', { exact: true }).fill(words);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  const sold = thread(page).locator('.mym-bubble', { hasText: words });
  await expect(sold.getByText('9 €')).toBeVisible();
  await expect(sold.getByText('Pas encore acheté')).toBeVisible();

  const offer = (await fan.messages(creator.id)).messages.find((message) => message.text === words);
  if (!offer) throw new Error('the fan did not receive the paid message');
  expect(offer.offer?.medias.every((media) => media.url === null)).toBe(true);
  const payment = await fan.buyMessage(offer.id, { card: TEST_CARDS.succeeds });
  expect(payment.state).toBe('confirmed');
  // The purchase arrives through the event stream: the bubble turns bought without a reload.
  await expect(sold.getByText('Acheté', { exact: true })).toBeVisible();
  const bought = (await fan.messages(creator.id)).messages.find((message) => message.id === offer.id);
  expect(bought?.offer?.medias.every((media) => typeof media.url === 'string')).toBe(true);

  await pickFirstMedia('Déjà acheté');
  await expect(page.getByText(/Ce fan a déjà acheté 1 de ces médias/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
});

test('the inbox and a conversation are axe-clean on the dark theme (accessibility)', async ({
  page,
  context,
}) => {
  await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
  const { me } = await demoFan(0);
  await gotoHydrated(page, '/app/chat');
  await expect(page.locator('.mym-inbox-row').first()).toBeVisible();
  const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  expect((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations).toEqual([]);
  await openConversation(page, me.name);
  await expect(thread(page).locator('.mym-bubble').first()).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations).toEqual([]);
});
