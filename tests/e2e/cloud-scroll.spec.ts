import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  DOM_NODE_BUDGET,
  SCROLL_MEDIAS,
  type ScrollStack,
  scrollToLastMedia,
  signInScrollCreator,
  startScrollStack,
} from '../bench/cloud-scroll';
import { gotoHydrated } from './hydration';
import { E2E_PORTS } from './stack-ports';

/*
 * The 10,000-media collection scrolls. Writing 10,000 medias through the API would take minutes, so this
 * spec starts a stack of its own (identity, API, built site) on the shared stack's ports + 50, whose embedded
 * database gets the demo creator and a 10,000-media collection before its API starts (`seedScrollDatabase`, a
 * test-only seed no route or production start reaches). The benchmark uses the same stack.
 */
const PORTS = {
  identityPort: E2E_PORTS.identity + 50,
  hostedLoginPort: E2E_PORTS.hostedLogin + 50,
  apiPort: E2E_PORTS.api + 50,
  sitePort: E2E_PORTS.site + 50,
};

let scroll: ScrollStack;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  scroll = await startScrollStack(PORTS);
});
test.afterAll(async () => {
  await scroll?.stop();
});

const collectionUrl = () => `${scroll.stack.siteUrl}/mym-cloud/collections/${scroll.collectionId}`;
const axeClean = async (page: Page) =>
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

test.beforeEach(async ({ page }) => {
  await signInScrollCreator(page, scroll.stack);
});

// Tagged @one-viewport: the phone project leaves it out (playwright.config.ts). Its two minutes go to 500 pages
// of 20 medias fetched one after another, the same on any width; the phone's own grid is walked by the tests below.
test(
  'the 10,000-media collection scrolls to its last media with a bounded DOM',
  {
    tag: '@one-viewport',
  },
  async ({ page }, testInfo) => {
    test.setTimeout(600_000);
    await gotoHydrated(page, collectionUrl());
    await expect(
      page.getByRole('heading', { name: `${SCROLL_MEDIAS.toLocaleString('en-US')} medias` }),
    ).toBeVisible();
    await expect(page.getByAltText('Média 1', { exact: true })).toBeVisible();
    // Previews are painted over their thumbhash placeholder while they load.
    await expect(page.locator('.mym-media-preview[data-placeholder]').first()).toBeVisible();
    await axeClean(page);

    const figures = await scrollToLastMedia(page, `Média ${SCROLL_MEDIAS}`, {
      step: 2000,
      timeoutMs: 540_000,
    });
    testInfo.annotations.push({
      type: 'scroll',
      description: `${figures.frames.length} frames in ${figures.seconds.toFixed(0)} s, at most ${figures.maxNodes} nodes and ${figures.maxCards} cards`,
    });
    expect(figures.reachedEnd).toBe(true);
    await expect(page.getByAltText(`Média ${SCROLL_MEDIAS}`, { exact: true })).toBeVisible();
    expect(figures.maxNodes).toBeLessThan(DOM_NODE_BUDGET);
    expect(figures.maxCards).toBeLessThan(60);
    // With all 10,000 loaded, the list says how many there are, and still holds a few rows only.
    const last = page.getByRole('listitem').filter({ has: page.getByAltText(`Média ${SCROLL_MEDIAS}`) });
    await expect(last).toHaveAttribute('aria-posinset', String(SCROLL_MEDIAS));
    await expect(last).toHaveAttribute('aria-setsize', String(SCROLL_MEDIAS));
    expect(await page.locator('.mym-media-card').count()).toBeLessThan(60);
    await axeClean(page);
  },
);

test('keyboard focus moves card to card through the virtualized grid and survives its row scrolling away', async ({
  page,
}) => {
  await gotoHydrated(page, collectionUrl());
  const first = page.getByRole('button', { name: 'Déplacer le média 1', exact: true });
  await first.focus();
  // Two stops a card (move, delete): 24 presses walk through 12 cards, four rows down on any width.
  for (let i = 0; i < 24; i += 1) await page.keyboard.press('Tab');
  const thirteenth = page.getByRole('button', { name: 'Déplacer le média 13', exact: true });
  await expect(thirteenth).toBeFocused();
  await expect(thirteenth).toBeInViewport();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Supprimer le média 12', exact: true })).toBeFocused();
  // Scrolled far away by the wheel (pages load meanwhile), the focused card's row stays rendered while the rows
  // around it are recycled: focus is never dropped to the page.
  await page.waitForFunction(
    () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.querySelector('img[alt="Média 200"]') !== null;
    },
    undefined,
    { polling: 250, timeout: 60_000 },
  );
  await expect(page.getByAltText('Média 1', { exact: true })).toHaveCount(0);
  await expect(page.getByAltText('Média 12', { exact: true })).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'Supprimer le média 12', exact: true })).toBeFocused();
});

test('the grid with placeholders and the picker read in French and English, axe-clean', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  // Screens to look at: in CLOUD_SHOTS_DIR when given (kept after the run), else with the test's output.
  const shot = (name: string) =>
    process.env.CLOUD_SHOTS_DIR
      ? `${process.env.CLOUD_SHOTS_DIR}/${testInfo.project.name}-${name}.png`
      : testInfo.outputPath(`scroll-${name}.png`);
  for (const [language, cloud, choose, media, add] of [
    ['fr', 'Choisir dans mon cloud', 'Choisir le média 2', 'Média 1', 'Ajouter'],
    ['en', 'Choose from my cloud', 'Choose media 2', 'Media 1', 'Add'],
  ] as const) {
    await context.addCookies([
      { name: 'locale', value: language, url: new URL(scroll.stack.siteUrl).origin },
    ]);
    await gotoHydrated(page, collectionUrl());
    await expect(page.getByAltText(media, { exact: true })).toBeVisible();
    await page.screenshot({ path: shot(`grid-${language}`) });
    await axeClean(page);

    // The post's picker is the same grid, with a checkbox per card (spec 2 "Collection screen").
    await gotoHydrated(page, `${scroll.stack.siteUrl}/post`);
    await page.getByRole('button', { name: cloud }).click();
    // The picker opens on the recent items; its back leads to the collections.
    await page.getByRole('button', { name: /^(Retour|Back)$/ }).click();
    // A collection is a place: a link, followed in place inside the picker.
    await page.getByRole('link', { name: /^10,000 medias/ }).click();
    const checkbox = page.getByRole('checkbox', { name: choose, exact: true });
    await checkbox.check();
    await expect(checkbox).toBeChecked();
    await page.screenshot({ path: shot(`picker-${language}`) });
    await axeClean(page);
    await expect(page.getByRole('button', { name: add, exact: true })).toBeEnabled();
  }
});
