import { expect, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { gradientPng } from '../../server/src/media/png-image';
import { callApi, signInDemoCreator } from './creator-session';
import { gotoHydrated } from './hydration';

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
  await page.getByRole('button', { name: /Summer shoot/ }).click();
  await expect(page).toHaveURL(/\/app\/mym-cloud\/collections\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Summer shoot', level: 1 })).toBeVisible();
  await expect(page.getByAltText('Média 1').first()).toBeVisible();
});

test('a photo uploaded into a collection shows its progress and joins the collection (spec 2 "Upload zone")', async ({
  page,
}) => {
  await gotoHydrated(page, '/app/mym-cloud');
  await page.getByRole('button', { name: /Studio sessions/ }).click();
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
