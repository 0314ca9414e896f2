import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { callApi, signInDemoCreator } from './creator-session';
import { gotoHydrated } from './hydration';

let token: string;
test.beforeEach(async ({ context }) => {
  token = await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
});

/** A valid 2x2 PNG, built here so the test carries no binary fixture. */
function smallPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'nouvelle.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(page.getByText('Ajouté')).toBeVisible();
  expect(await total()).toBe(before + 1);
});
