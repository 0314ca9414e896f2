import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signInNewCreator } from './creator-session';
import { gotoHydrated } from './hydration';

/** A valid 1x1 PNG, built here so the test carries no binary fixture. */
function tinyPng(): Buffer {
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
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const pixel = deflateSync(Buffer.from([0, 0xc2, 0x9c, 0xff, 0xff]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixel),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the profile shows the picture, display name, bio, email and certification (spec 2 profile view)', async ({
  page,
  context,
}) => {
  const creator = await signInNewCreator(context, { displayName: 'Profile Viewer' });
  await gotoHydrated(page, '/app/profile');
  await expect(page.getByRole('heading', { name: 'Profile Viewer', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Pas encore de photo de profil' })).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText(creator.email);
  await expect(page.getByTestId('profile-bio')).toHaveText('Pas encore de biographie');
  await expect(page.getByText('Certification')).toBeVisible();
});

test('editing the display name and bio saves with PATCH /creators/me and shows on the profile (spec 2)', async ({
  page,
  context,
}) => {
  await signInNewCreator(context);
  await gotoHydrated(page, '/app/profile');
  await page.getByRole('link', { name: 'Modifier le profil' }).click();
  await expect(page).toHaveURL(/\/app\/profile\/edit$/);
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  await page.getByLabel('Nom affiché').fill('Luna Star');
  await page.getByLabel('Biographie').fill('Photos du bout du monde');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/creators/me') && r.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('heading', { name: 'Luna Star', level: 1 })).toBeVisible();
  await expect(page.getByTestId('profile-bio')).toHaveText('Photos du bout du monde');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Luna Star', level: 1 })).toBeVisible();
});

test('an empty display name shows mandatory_field_is_empty_error under the field (spec 5 generic)', async ({
  page,
  context,
}) => {
  await signInNewCreator(context);
  await gotoHydrated(page, '/app/profile/edit');
  await page.getByLabel('Nom affiché').fill('   ');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Ce champ est obligatoire')).toBeVisible();
  await expect(page.getByLabel('Nom affiché')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/app\/profile\/edit$/);
});

test('a profile picture is uploaded through /uploads then set with PUT /creators/me/profile-picture (spec 2, 7)', async ({
  page,
  context,
}) => {
  await signInNewCreator(context, { displayName: 'Picture Owner' });
  await gotoHydrated(page, '/app/profile/edit');
  const picturePut = page.waitForResponse(
    (r) => r.url().endsWith('/creators/me/profile-picture') && r.request().method() === 'PUT',
  );
  await page
    .getByTestId('upload-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
  expect((await picturePut).status()).toBe(200);
  await expect(page.getByText('Photo de profil mise à jour')).toBeVisible();
  await gotoHydrated(page, '/app/profile');
  const avatar = page.getByRole('img', { name: 'Photo de profil de Picture Owner' });
  await expect(avatar).toBeVisible();
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
