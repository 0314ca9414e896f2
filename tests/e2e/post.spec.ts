import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { signInDemoCreator } from './creator-session';
import { gotoHydrated, hydrated } from './hydration';
import { E2E_PORTS } from './stack-ports';

/**
 * The post wizard, the post page and the list of posts in the site, in English, as the demo creator
 * whose cloud the seed made: a post from the cloud published now, one scheduled through the wizard's steps,
 * each on its page and in the list, then deleted after the creator confirms.
 */
test.use({ locale: 'en-US' });

test.beforeEach(async ({ context }) => {
  await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
});

const axeClean = async (page: Page) =>
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

/** The first media of the seeded "Summer shoot" collection, through the cloud and collection screens (spec 2). */
async function pickFromCloud(page: Page) {
  await page.getByRole('button', { name: /Choose (another )?from my cloud/ }).click();
  // The picker opens on the recent items; its back leads to the collections.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('link', { name: /Summer shoot/ }).click();
  await page.getByRole('checkbox', { name: 'Choose media 1', exact: true }).check();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

test('a post from the cloud is published now, shown as fans see it and listed (spec 2 "/post/*", "/posts/:id")', async ({
  page,
}) => {
  const caption = `Golden hour ${Date.now()}`;
  await gotoHydrated(page, '/app/post');
  await expect(page.getByRole('heading', { name: 'New post', level: 1 })).toBeVisible();
  // One way through: the full form stands alone, with no stepper beside it.
  await expect(page.getByRole('region', { name: 'Your post, step by step' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Private post' })).toBeChecked();
  await axeClean(page);

  await pickFromCloud(page);
  await expect(page).toHaveURL(/\/app\/post$/);
  await expect(page.getByRole('group', { name: 'Media' }).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Caption', { exact: true }).fill(caption);
  await page.getByRole('checkbox', { name: 'Private post' }).uncheck();
  await page.getByRole('checkbox', { name: /agreed to its publication/ }).check();
  await page.getByRole('button', { name: 'Review' }).click();

  await expect(page).toHaveURL(/\/app\/post\/recap$/);
  await expect(page.getByRole('heading', { name: 'Check your post' })).toBeVisible();
  await expect(page.getByText(caption)).toBeVisible();
  await axeClean(page);
  await page.getByRole('button', { name: 'Publish the post' }).click();

  await expect(page).toHaveURL(/\/app\/post\/confirmation$/);
  await expect(page.getByRole('heading', { name: 'Your post is ready' })).toBeVisible();
  await expect(page.getByText('It is published.')).toBeVisible();
  await page.getByRole('link', { name: 'See the post' }).click();

  await expect(page).toHaveURL(/\/app\/posts\/[0-9a-f-]+$/);
  await expect(page.getByText(caption)).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByText('Public', { exact: true })).toBeVisible();
  await axeClean(page);

  await page.getByRole('link', { name: 'See my posts' }).click();
  await expect(page).toHaveURL(/\/app\/posts$/);
  await expect(page.getByRole('link', { name: new RegExp(caption) })).toBeVisible();
  await axeClean(page);
});

test('a post scheduled through the steps shows its date in the creator zone, named, then is deleted after asking', async ({
  page,
}) => {
  const caption = `Next month teaser ${Date.now()}`;
  await gotoHydrated(page, '/app/post/media');
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('group', { name: 'Media' }).getByRole('alert')).toHaveText(
    'This field is required',
  );
  await pickFromCloud(page);
  await expect(page).toHaveURL(/\/app\/post\/media$/);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/app\/post\/details$/);
  await page.getByLabel('Caption', { exact: true }).fill(caption);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/app\/post\/schedule$/);
  await page.getByRole('checkbox', { name: 'Schedule for later' }).check();
  await expect(page.getByText('Date and time in your time zone: Paris time')).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page
    .locator('.mym-calendar__grid')
    .getByRole('button', { name: /\b15\b/ })
    .first()
    .click();
  await axeClean(page);
  await page.getByRole('button', { name: 'Review' }).click();

  await expect(page).toHaveURL(/\/app\/post\/recap$/);
  await expect(page.getByRole('definition').filter({ hasText: '(Paris time)' })).toContainText('15');
  await page.getByRole('button', { name: 'Schedule the post' }).click();
  await expect(page.getByText(/It will be published .*\(Paris time\)/)).toBeVisible();
  await page.getByRole('link', { name: 'See the post' }).click();

  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(page.getByText('Private', { exact: true })).toBeVisible();
  await expect(page.getByText(/Publication .*15.*\(Paris time\)/)).toBeVisible();
  await gotoHydrated(page, '/app/posts');
  await page.getByRole('radio', { name: 'Scheduled' }).check();
  await page.getByRole('link', { name: new RegExp(caption) }).click();
  await expect(page).toHaveURL(/\/app\/posts\/./);
  await hydrated(page); // the link loaded the post's own page

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await expect(dialog).toBeVisible();
  await axeClean(page);
  await dialog.getByRole('button', { name: 'Delete the post' }).click();
  await expect(page).toHaveURL(/\/app\/posts$/);
  await expect(page.getByRole('heading', { name: 'My posts' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(caption) })).toHaveCount(0);
});

test('a blank post shows the spec 5 keys under their fields, and the profile leads to the posts', async ({
  page,
}) => {
  await gotoHydrated(page, '/app/post');
  await page.getByLabel('Caption', { exact: true }).fill('x'.repeat(1501));
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('group', { name: 'Media' }).getByRole('alert')).toHaveText(
    'This field is required',
  );
  await expect(page.getByText('The caption cannot be longer than 1500 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/post$/);
  await axeClean(page);

  await gotoHydrated(page, '/app/profile');
  await page.getByRole('link', { name: 'See my posts' }).click();
  await expect(page).toHaveURL(/\/app\/posts$/);
});

test('the wizard, a post and the list read in French and English', async ({ page, context }, testInfo) => {
  // Screens to look at: in POST_SHOTS_DIR when given (kept after the run), else with the test's output.
  const shot = (name: string) =>
    process.env.POST_SHOTS_DIR
      ? `${process.env.POST_SHOTS_DIR}/${testInfo.project.name}-${name}.png`
      : testInfo.outputPath(`post-${name}.png`);
  for (const [language, newPost, review] of [
    ['fr', 'Nouveau post', 'Vérifier'],
    ['en', 'New post', 'Review'],
  ] as const) {
    await context.addCookies([
      { name: 'locale', value: language, url: testInfo.project.use.baseURL ?? page.url() },
    ]);
    await gotoHydrated(page, '/app/post');
    await expect(page.getByRole('heading', { name: newPost, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: review }).click();
    await page.screenshot({ path: shot(`editor-${language}`), fullPage: true });
    await gotoHydrated(page, '/app/posts');
    await page.screenshot({ path: shot(`list-${language}`), fullPage: true });
    const first = page.locator('.mym-post-list__link').first();
    if (await first.count()) {
      await first.click();
      await expect(page.locator('.mym-post-page')).toBeVisible();
      await page.screenshot({ path: shot(`page-${language}`), fullPage: true });
    }
  }
});

test('<mym-post-composer> on the partner page publishes a post and tells the page with mym-post-created', async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${E2E_PORTS.partner}/examples/embed/index.html`);
  const login = page.locator('mym-login');
  await login.getByLabel('Email address').fill(DEMO_CREATOR.email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_CREATOR.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  const composer = page.locator('mym-post-composer');
  await expect(composer.getByRole('heading', { name: 'New post', level: 1 })).toBeVisible();
  await composer.getByRole('button', { name: 'Choose from my cloud' }).click();
  await composer.getByRole('button', { name: 'Back', exact: true }).click();
  await composer.getByRole('button', { name: /Summer shoot/ }).click();
  await composer.getByRole('checkbox', { name: 'Choose media 1', exact: true }).check();
  await composer.getByRole('button', { name: 'Add', exact: true }).click();
  await composer.getByLabel('Caption', { exact: true }).fill('Made on a partner page');
  await composer.getByRole('button', { name: 'Review' }).click();
  await composer.getByRole('button', { name: 'Publish the post' }).click();
  await expect(composer.getByRole('heading', { name: 'Your post is ready' })).toBeVisible();
  await expect(page.locator('#events')).toContainText(/mym-post-created [0-9a-f-]{36}/);
});
