import AxeBuilder from '@axe-core/playwright';
import { createFanClient, TEST_CARDS } from '@mym/sdk/fan';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { DEMO_FAN_PASSWORD, DEMO_FANS } from '../../server/src/identity/local/demo-fans';
import { signInDemoCreator } from './creator-session';
import { gotoHydrated } from './hydration';
import { localStack } from './local-stack';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A demo fan tips the demo creator through `@mym/sdk/fan` and the local payment stand-in, as a fan app would. */
async function tipDemoCreator(index: number, value: number) {
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
  const payment = await fan.tip(creator.id, { value, currency: 'EUR' }, { card: TEST_CARDS.succeeds });
  expect(payment.state).toBe('confirmed');
  return me;
}

/** Amounts as the screens print them, without the locale's narrow spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** Opens every page of the open dialog's lines, then reads the figure shown and the net the lines sum to. */
async function linesAgree(page: Page) {
  const dialog = page.getByRole('dialog');
  const total = plain(await dialog.getByTestId('lines-total').textContent());
  const more = dialog.getByRole('button', { name: /Voir plus de lignes|Show more lines/ });
  while (await more.isVisible()) await more.click();
  const footNet = plain(await dialog.locator('tfoot td').last().textContent());
  return { total, footNet };
}

test("a fan's tip is in today's net, and the net opens lines whose sum is the figure shown (issue: incomes to the cent)", async ({
  page,
  context,
}) => {
  await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
  const fan = await tipDemoCreator(0, 777);
  await gotoHydrated(page, '/app/incomes');
  await expect(page.getByRole('heading', { name: 'Statistiques et revenus', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: "Aujourd'hui" }).check();
  await page.getByTestId('figure-net').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('lines-total')).toBeVisible();
  await expect(dialog.getByRole('row', { name: new RegExp(fan.name) }).first()).toBeVisible();
  const { total, footNet } = await linesAgree(page);
  expect(footNet).toBe(total);
  expect(plain(await page.getByTestId('figure-net').textContent())).toBe(total);
});

test('the chart is loaded after the figures, its points are reached with the keyboard and open their lines', async ({
  page,
  context,
}) => {
  await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
  await tipDemoCreator(1, 1234);
  await gotoHydrated(page, '/app/incomes');
  // The canvas and its library load when the chart comes into view.
  await page.getByRole('region', { name: 'Revenus nets par source' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('chart-canvas').locator('canvas').first()).toBeVisible();
  const points = page.getByRole('slider', { name: 'Points du graphique' });
  await points.focus();
  await page.keyboard.press('End');
  await expect(points).toHaveAttribute('aria-valuetext', /: net /);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByTestId('lines-total')).toBeVisible();
  const { total, footNet } = await linesAgree(page);
  expect(footNet).toBe(total);
});

test("the creator's home shows this month's net and leads to the incomes", async ({ page, context }) => {
  await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
  await gotoHydrated(page, '/app/profile');
  const month = page.getByTestId('glance-month');
  await expect(month.getByText(/€/)).toBeVisible();
  await month.getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/incomes$/);
});

test('incomes, what sells and the home read in French and English, axe-clean', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
  await tipDemoCreator(2, 500);
  // Screens to look at: in INCOMES_SHOTS_DIR when given (kept after the run), else with the test's output.
  const shot = (name: string) =>
    process.env.INCOMES_SHOTS_DIR
      ? `${process.env.INCOMES_SHOTS_DIR}/${testInfo.project.name}-${name}.png`
      : testInfo.outputPath(`incomes-${name}.png`);
  for (const [language, incomes, sold, net, glance, chart] of [
    ['fr', 'Statistiques et revenus', 'Mes ventes', 'Net', "En un coup d'œil", 'Revenus nets par source'],
    ['en', 'Statistics and incomes', 'My sales', 'Net', 'At a glance', 'Net earnings by source'],
  ] as const) {
    await context.addCookies([
      { name: 'locale', value: language, url: testInfo.project.use.baseURL ?? page.url() },
    ]);
    await gotoHydrated(page, '/app/incomes');
    await expect(page.getByRole('heading', { name: incomes, level: 1 })).toBeVisible();
    await page.getByRole('region', { name: chart }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('chart-canvas').locator('canvas').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
    await page.screenshot({ path: shot(`incomes-${language}`), fullPage: true });
    await page.getByTestId('figure-net').click();
    await expect(page.getByRole('dialog').getByTestId('lines-total')).toBeVisible();
    expect(plain(await page.getByRole('dialog').getByRole('heading').first().textContent())).toContain(net);
    expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
    await page.screenshot({ path: shot(`lines-${language}`) });
    await page.keyboard.press('Escape');

    await gotoHydrated(page, '/app/myms');
    await expect(page.getByRole('heading', { name: sold, level: 1 })).toBeVisible();
    await expect(page.locator('.mym-sold__item, .mym-incomes__muted').first()).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
    await page.screenshot({ path: shot(`myms-${language}`), fullPage: true });

    await gotoHydrated(page, '/app/profile');
    await expect(page.getByRole('heading', { name: glance })).toBeVisible();
    await expect(page.getByTestId('glance-month').getByText(/€/)).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
    await page.screenshot({ path: shot(`home-${language}`), fullPage: true });
  }
});
