import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { gradientPng } from '../../server/src/media/png-image';
import { benchVideo, sampleMp4 } from '../../server/src/media/sample-files';
import { callApi, signInDemoCreator } from './creator-session';
import { gotoHydrated, hydrated } from './hydration';

/**
 * Uploads into a collection of the cloud as a creator sees them: several files with their
 * own progress, files the server refuses from their bytes, and an upload whose tab is closed halfway that resumes
 * after a reload from the server's offset, the stored file byte for byte the source.
 */
/** The shared French catalogue, where the spec 5 file keys are translated. */
const FRENCH = JSON.parse(
  readFileSync(new URL('../../packages/elements/src/i18n/locales/fr.json', import.meta.url), 'utf8'),
) as Record<string, string>;

let token: string;
test.beforeEach(async ({ context }) => {
  token = await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
});

/** Opens "Studio sessions" and answers its id. */
async function openCollection(page: Page): Promise<string> {
  await gotoHydrated(page, '/app/mym-cloud');
  await page.getByRole('link', { name: /Studio sessions Images/ }).click();
  await expect(page.getByRole('heading', { name: 'Studio sessions', level: 1 })).toBeVisible();
  // The heading is in the collection page's first HTML: its island is waited for, so the uploads below are its own.
  await hydrated(page);
  return page.url().split('/').pop() as string;
}

const newest = async (collectionId: string) =>
  (await callApi(token, 'GET', `/creators/collections/${collectionId}?perPage=1`)).data as {
    medias: { id: string; type: string; url?: string | null }[];
    pagination: { items_total: number };
  };

test('an image and a video go up together, each with its own progress bar, and join the collection', async ({
  page,
}) => {
  const collectionId = await openCollection(page);
  const before = (await newest(collectionId)).pagination.items_total;
  await page.locator('input[type=file]').setInputFiles([
    {
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: gradientPng(64, 64, [200, 40, 80], [40, 80, 200]),
    },
    { name: 'teaser.mp4', mimeType: 'video/mp4', buffer: await sampleMp4(4) },
  ]);
  await expect(page.getByRole('progressbar', { name: 'Envoi de portrait.png' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Envoi de teaser.mp4' })).toBeVisible();
  await expect(page.getByText('Ajouté')).toHaveCount(2);
  expect((await newest(collectionId)).pagination.items_total).toBe(before + 2);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('an SVG renamed .png and a video of 3 h 01 min are refused from their bytes, with the spec 5 keys', async ({
  page,
}) => {
  const collectionId = await openCollection(page);
  const before = (await newest(collectionId)).pagination.items_total;
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>';
  await page.locator('input[type=file]').setInputFiles([
    { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(svg) },
    { name: 'film.mp4', mimeType: 'video/mp4', buffer: await sampleMp4(3 * 3600 + 60) },
  ]);
  const alerts = page.getByRole('alert');
  await expect(alerts.filter({ hasText: FRENCH.post_invalid_format_error })).toBeVisible();
  await expect(alerts.filter({ hasText: FRENCH.post_video_duration_error })).toBeVisible();
  expect((await newest(collectionId)).pagination.items_total).toBe(before);
});

test('a tab closed halfway through a video resumes after a reload from the server offset; the stored file is the source', async ({
  page,
  context,
}) => {
  const folder = mkdtempSync(join(tmpdir(), 'creators-resume-'));
  const source = join(folder, 'long-take.mp4');
  // Several browser requests: the first reaches the server, the second never ends (the tab closes).
  await benchVideo(source, 40 * 1024 * 1024);
  const bytes = readFileSync(source);
  try {
    const collectionId = await openCollection(page);
    const before = (await newest(collectionId)).pagination.items_total;
    let patches = 0;
    const secondPatch = new Promise<void>((resolve) => {
      void page.route('**/uploads/**', async (route) => {
        if (route.request().method() !== 'PATCH') return route.continue();
        patches += 1;
        if (patches === 1) return route.continue();
        resolve();
        // Held, like a request cut by a closed tab: nothing more reaches the server.
      });
    });
    await page.locator('input[type=file]').setInputFiles(source);
    await secondPatch;
    await page.close({ runBeforeUnload: false });

    const again = await context.newPage();
    const offsets: number[] = [];
    again.on('request', (request) => {
      if (request.method() === 'PATCH') offsets.push(Number(request.headers()['upload-offset']));
    });
    await openCollection(again);
    await again.locator('input[type=file]').setInputFiles(source);
    await expect(again.getByText('Ajouté')).toBeVisible({ timeout: 60_000 });
    // The first request after the reload starts where the server stopped, not at zero.
    expect(offsets[0]).toBeGreaterThan(0);
    expect(offsets[0]).toBeLessThan(bytes.length);
    const after = await newest(collectionId);
    expect(after.pagination.items_total).toBe(before + 1);
    const stored = await fetch(after.medias[0]?.url ?? '');
    expect(stored.status).toBe(200);
    const digest = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
    expect(digest(Buffer.from(await stored.arrayBuffer()))).toBe(digest(bytes));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a media uploaded in the post wizard is in the creator\'s library: first of the cloud\'s recent items, where the picker opens (spec 2 "Collection screen")', async ({
  page,
}) => {
  const recentTotal = async () =>
    (await callApi(token, 'GET', '/creators/medias?perPage=1')).data.pagination.items_total as number;
  const before = await recentTotal();
  await gotoHydrated(page, '/app/post');
  await page.locator('input[type=file]').setInputFiles({
    name: 'wizard.png',
    mimeType: 'image/png',
    buffer: gradientPng(48, 48, [20, 160, 90], [160, 20, 90]),
  });
  await expect(page.getByRole('button', { name: 'En choisir un autre dans mon cloud' })).toBeVisible();
  expect(await recentTotal()).toBe(before + 1);

  await gotoHydrated(page, '/app/mym-cloud');
  await page.getByRole('link', { name: /Tous les médias/ }).click();
  await expect(page).toHaveURL(/\/app\/mym-cloud\/collections\/recent$/);
  await expect(page.getByRole('heading', { name: 'Tous les médias', level: 1 })).toBeVisible();
  await expect(page.getByAltText('Média 1').first()).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  // The wizard kept its draft with the uploaded media: the picker is offered for another one.
  await gotoHydrated(page, '/app/post');
  await page.getByRole('button', { name: /dans mon cloud$/ }).click();
  await expect(page.getByRole('heading', { name: 'Tous les médias', level: 1 })).toBeVisible();
});
