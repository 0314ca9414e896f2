import AxeBuilder from '@axe-core/playwright';
import { createFanClient, TEST_CARDS } from '@mym/sdk/fan';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { DEMO_FAN_PASSWORD, DEMO_FANS } from '../../server/src/identity/local/demo-fans';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { signInDemoCreator } from './creator-session';
import { gotoHydrated, hydrated } from './hydration';
import { localStack } from './local-stack';

// Chromium's fake camera and microphone, granted without a prompt: the device check runs on real media streams.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A demo fan (they all follow the demo creator) acting through `@mym/sdk/fan`, as a fan app would. */
async function demoFan(index: number) {
  const stack = localStack();
  const fan = createFanClient({
    apiUrl: stack.apiUrl,
    identity: { endpoint: stack.endpoint, clientId: stack.fanClientId },
  });
  const account = DEMO_FANS[index];
  if (!account) throw new Error(`no demo fan ${index}`);
  await fan.signIn(account.email, DEMO_FAN_PASSWORD);
  return fan;
}

async function inEnglish(context: BrowserContext) {
  await context.addCookies([{ name: 'locale', value: 'en-GB', domain: 'localhost', path: '/' }]);
}

/** Schedules a paid live for the followers from the create menu's Live screen, in French. */
async function schedulePaidLive(page: Page, title: string) {
  await gotoHydrated(page, '/app/live');
  await expect(page.getByRole('heading', { name: 'Programmer un live' })).toBeVisible();
  await page.getByLabel('Titre').fill(title);
  await page.getByLabel('Description').fill('Questions et réponses en direct');
  await page.getByRole('checkbox', { name: /^Followers/ }).check();
  await page.getByRole('radio', { name: 'Billet payant' }).check();
  await page.getByLabel('Prix du billet (EUR)').fill('10');
  await page.getByLabel('Prix du billet (EUR)').blur();
  await page.getByRole('button', { name: 'Programmer le live' }).click();
  await expect(page.getByRole('heading', { name: 'Live programmé' })).toBeVisible();
}

test('a ticket under the push price rules: 4 € shows creators_push_price_error under the field (spec 5)', async ({
  page,
  context,
}) => {
  await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
  await gotoHydrated(page, '/app/live');
  await page.getByLabel('Titre').fill('Trop bon marché');
  await page.getByRole('checkbox', { name: /^Followers/ }).check();
  await page.getByRole('radio', { name: 'Billet payant' }).check();
  await page.getByLabel('Prix du billet (EUR)').fill('4');
  await page.getByLabel('Prix du billet (EUR)').blur();
  await page.getByRole('button', { name: 'Programmer le live' }).click();
  await expect(page.getByText('Le prix personnalisé doit être compris entre 5 et 1000')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Programmer un live' })).toBeVisible();
});

test('schedule a paid live, a fan buys a ticket, the creator sees the sale (spec 2 "live configuration")', async ({
  page,
  context,
}) => {
  await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
  const title = `Live du vendredi ${Date.now()}`;
  await schedulePaidLive(page, title);

  const fan = await demoFan(0);
  const told = (await fan.lives()).find((live) => live.title === title);
  if (!told) throw new Error('the fan was not told of the live');
  expect(told.notices).toContain('scheduled');
  expect(told.price).toEqual({ value: 1000, currency: 'EUR' });
  const payment = await fan.buyLiveTicket(told.id, { card: TEST_CARDS.succeeds });
  expect(payment.state).toBe('confirmed');

  await gotoHydrated(page, '/app/live/list');
  const card = page.locator('.mym-live-card', { hasText: title });
  await expect(card.getByTestId('live-tickets-sold')).toHaveText('1');
  // The creator's revenue is the net of the platform's 20 % fee.
  await expect(card.getByTestId('live-revenue')).toHaveText(/^8\s€$/);
});

test('cancelling a live refunds every ticket and tells the buyer (DESIGN "Money")', async ({
  page,
  context,
}) => {
  await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
  const title = `Live annulé ${Date.now()}`;
  await schedulePaidLive(page, title);
  const fan = await demoFan(1);
  const live = (await fan.lives()).find((candidate) => candidate.title === title);
  if (!live) throw new Error('the fan was not told of the live');
  await fan.buyLiveTicket(live.id, { card: TEST_CARDS.succeeds });

  await gotoHydrated(page, '/app/live/list');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: 'Modifier le live' })).toBeVisible();
  await hydrated(page); // the link loaded the live's own page
  await page.getByRole('button', { name: 'Annuler le live' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(
    dialog.getByText('1 billet a été vendu : il est remboursé et son acheteur prévenu.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler le live' }).click();
  // Exactly: the live's own title, shown in headings too, starts with the same words.
  await expect(page.getByRole('heading', { name: 'Live annulé', exact: true })).toBeVisible();

  const after = (await fan.lives()).find((candidate) => candidate.id === live.id);
  expect(after).toMatchObject({ state: 'cancelled', hasTicket: false });
  expect(after?.notices).toContain('cancelled');
  await gotoHydrated(page, '/app/live/list');
  await page.getByRole('button', { name: 'Passés' }).click();
  const card = page.locator('.mym-live-card', { hasText: title });
  await expect(card.getByText('Annulé', { exact: true })).toBeVisible();
  await expect(card.getByTestId('live-tickets-sold')).toHaveText('0');
});

test("the device check shows Chromium's fake camera and its microphone level; no streaming service is claimed", async ({
  page,
  context,
}) => {
  await inEnglish(context);
  await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
  await gotoHydrated(page, '/app/live/check');
  await expect(page.getByTestId('live-ingest-missing')).toHaveText(
    /The operator has not set a streaming service yet/,
  );
  await page.getByRole('button', { name: 'Check my devices' }).click();
  const camera = page.getByLabel('Camera', { exact: true });
  await expect(camera.locator('option')).not.toHaveCount(0);
  await expect(page.getByLabel('Microphone', { exact: true })).toBeVisible();
  await expect
    .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.videoWidth))
    .toBeGreaterThan(0);
  // The fake microphone plays a beep: the meter moves.
  await expect
    .poll(() => page.getByTestId('live-level').evaluate((meter: HTMLMeterElement) => meter.value), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'End the check' }).click();
  await expect(page.getByRole('button', { name: 'Check my devices' })).toBeVisible();
});

test('the live composer and the list are axe-clean in English (accessibility)', async ({ page, context }) => {
  await inEnglish(context);
  await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
  await gotoHydrated(page, '/app/live');
  await expect(page.getByRole('heading', { name: 'Schedule a live' })).toBeVisible();
  await page.getByRole('radio', { name: 'Paid ticket' }).check();
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
  await gotoHydrated(page, '/app/live/list');
  await expect(page.getByRole('heading', { name: 'My lives' })).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
});
