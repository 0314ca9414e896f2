import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { gradientPng } from '../../server/src/media/png-image';
import { callApi, signInDemoCreator } from './creator-session';
import { gotoHydrated, hydrated } from './hydration';

let token: string;
test.beforeEach(async ({ context }) => {
  token = await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
});

test('the cloud lists the collections and the storage used; a collection shows its medias (spec 2)', async ({
  page,
}) => {
  await gotoHydrated(page, '/app/mym-cloud');
  await expect(page.getByRole('heading', { name: 'Mon cloud', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Stockage : .+ sur .+$/)).toBeVisible();
  // A collection is a place: a link to its own page.
  await expect(page.getByRole('link', { name: /Summer shoot Images/ })).toHaveAttribute(
    'href',
    /\/app\/mym-cloud\/collections\/[0-9a-f-]{36}$/,
  );
  await page.getByRole('link', { name: /Summer shoot Images/ }).click();
  await expect(page).toHaveURL(/\/app\/mym-cloud\/collections\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Summer shoot', level: 1 })).toBeVisible();
  await expect(page.getByAltText('Média 1').first()).toBeVisible();
});

test('a photo uploaded into a collection shows its progress and joins the collection (spec 2 "Upload zone")', async ({
  page,
}) => {
  await gotoHydrated(page, '/app/mym-cloud');
  await page.getByRole('link', { name: /Studio sessions Images/ }).click();
  await expect(page.getByRole('heading', { name: 'Studio sessions', level: 1 })).toBeVisible();
  const collectionId = page.url().split('/').pop() as string;
  const total = async () =>
    (await callApi(token, 'GET', `/creators/collections/${collectionId}?perPage=1`)).data.pagination
      .items_total;
  const before = await total();
  await page.locator('input[type=file]').setInputFiles({
    name: 'nouvelle.png',
    mimeType: 'image/png',
    buffer: gradientPng(2, 2, [200, 40, 80], [40, 80, 200]),
  });
  await expect(page.getByText('Ajouté')).toBeVisible();
  expect(await total()).toBe(before + 1);
});

test('a creator makes a collection, moves a media into it, and deletes it with its media moved back', async ({
  page,
}) => {
  await gotoHydrated(page, '/app/mym-cloud');
  await page.getByRole('button', { name: 'Nouvelle collection' }).click();
  const naming = page.getByRole('dialog', { name: 'Nouvelle collection' });
  await naming.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(naming.getByText('Ce champ est obligatoire')).toBeVisible();
  await naming.getByLabel('Nom').fill('Tri du jour');
  await naming.getByRole('button', { name: 'Enregistrer' }).click();
  // The new collection opens, ready for uploads.
  await expect(page.getByRole('heading', { name: 'Tri du jour', level: 1 })).toBeVisible();

  // A media of the demo creator that no post or push uses moves into the new collection.
  const { collections } = (await callApi(token, 'GET', '/creators/collections?perPage=100')).data;
  const source = collections.find((c: { name: string }) => c.name === 'Studio sessions');
  const target = collections.find((c: { name: string }) => c.name === 'Tri du jour');
  await gotoHydrated(page, `/app/mym-cloud/collections/${source.id}`);
  const sourcePage = (await callApi(token, 'GET', `/creators/collections/${source.id}?perPage=20`)).data;
  const medias = sourcePage.medias;
  const sourceTotal = sourcePage.pagination.items_total;
  const position = medias.findIndex((m: { usedIn?: number }) => !m.usedIn) + 1;
  await page.getByRole('button', { name: `Déplacer le média ${position}`, exact: true }).click();
  const moving = page.getByRole('dialog', { name: 'Déplacer vers une autre collection' });
  await moving.getByLabel('Collection', { exact: true }).selectOption({ label: 'Tri du jour' });
  await moving.getByRole('button', { name: 'Déplacer' }).click();
  await expect(moving).toBeHidden();
  await expect
    .poll(async () => (await callApi(token, 'GET', `/creators/collections/${target.id}`)).data.medias.length)
    .toBe(1);

  await gotoHydrated(page, '/app/mym-cloud');
  await page.getByRole('button', { name: 'Supprimer Tri du jour' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Supprimer Tri du jour' }).click();
  const deleting = page.getByRole('alertdialog');
  await expect(deleting.getByText('Que devient son média ?')).toBeVisible();
  await deleting.getByLabel('Collection', { exact: true }).selectOption({ label: 'Studio sessions' });
  await deleting.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  const names = (await callApi(token, 'GET', '/creators/collections?perPage=100')).data.collections.map(
    (c: { name: string }) => c.name,
  );
  expect(names).not.toContain('Tri du jour');
  const back = (await callApi(token, 'GET', `/creators/collections/${source.id}?perPage=1`)).data.pagination;
  expect(back.items_total).toBe(sourceTotal); // the media went back with the deleted collection's others
});

test('the library and its dialogs read in French and English, axe-clean', async ({
  page,
  context,
}, testInfo) => {
  // Screens to look at: in CLOUD_SHOTS_DIR when given (kept after the run), else with the test's output.
  const shot = (name: string) =>
    process.env.CLOUD_SHOTS_DIR
      ? `${process.env.CLOUD_SHOTS_DIR}/${testInfo.project.name}-${name}.png`
      : testInfo.outputPath(`cloud-${name}.png`);
  for (const [language, title, remove, move] of [
    ['fr', 'Mon cloud', 'Supprimer Summer shoot', 'Déplacer le média 1'],
    ['en', 'My cloud', 'Delete Summer shoot', 'Move media 1'],
  ] as const) {
    await context.addCookies([
      { name: 'locale', value: language, url: testInfo.project.use.baseURL ?? page.url() },
    ]);
    await gotoHydrated(page, '/app/mym-cloud');
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await page.screenshot({ path: shot(`library-${language}`), fullPage: true });
    await page.getByRole('button', { name: remove }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.screenshot({ path: shot(`delete-${language}`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: /Summer shoot Images/ }).click();
    // The link loads the collection's own page: its buttons answer once that page's island has hydrated.
    await page.waitForURL(/\/app\/mym-cloud\/collections\//);
    await hydrated(page);
    await page.getByRole('button', { name: move, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.screenshot({ path: shot(`move-${language}`) });
    await page.keyboard.press('Escape');
  }
});
