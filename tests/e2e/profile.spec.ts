import { expect, test } from '@playwright/test';
import { gradientPng } from '../../server/src/media/png-image';
import { signInNewCreator } from './creator-session';
import { gotoHydrated, hydrated } from './hydration';

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
  await hydrated(page);
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

test('a profile picture is framed square, then saved with the form through /uploads and PUT /creators/me/profile-picture (spec 2, 7)', async ({
  page,
  context,
}) => {
  await signInNewCreator(context, { displayName: 'Picture Owner' });
  await gotoHydrated(page, '/app/profile/edit');
  const picturePut = page.waitForResponse(
    (r) => r.url().endsWith('/creators/me/profile-picture') && r.request().method() === 'PUT',
  );
  await page.getByTestId('upload-input').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: gradientPng(80, 40, [194, 156, 255], [61, 90, 254]),
  });
  await expect(page.getByLabel('Zoom')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await picturePut).status()).toBe(200);
  await expect(page).toHaveURL(/\/app\/profile$/);
  const avatar = page.getByRole('img', { name: 'Photo de profil de Picture Owner' });
  await expect(avatar).toBeVisible();
  // The wide picture was framed in the round: what is saved is square.
  const [width, height] = await avatar.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(width).toBe(40);
  expect(height).toBe(40);
});

test('a picture chosen then "Annuler" is not saved: the profile keeps its picture (spec 2 /profile/edit)', async ({
  page,
  context,
}) => {
  await signInNewCreator(context, { displayName: 'Second Thoughts' });
  await gotoHydrated(page, '/app/profile/edit');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
  });
  await page.getByTestId('upload-input').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: gradientPng(8, 8, [194, 156, 255], [194, 156, 255]),
  });
  await expect(page.getByLabel('Zoom')).toBeVisible();
  await page.getByRole('link', { name: 'Annuler' }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('img', { name: 'Pas encore de photo de profil' })).toBeVisible();
  expect(sent).toEqual([]);
});
