import { expect, type Page, test } from '@playwright/test';
import { ROUTES } from '../../site/src/lib/routes';
import { signInNewCreator } from './creator-session';
import { hydrated } from './hydration';

/**
 * Every private route of the table (spec 2), walked by a signed-in creator: each opens a real screen with its
 * heading, none is a "coming soon" frame and none fails. A screen added to the table is walked without a line here.
 */
const PRIVATE_PATHS = Object.values(ROUTES)
  .filter((route) => route.access === 'private')
  .map((route) => route.path.replace(':id', '1'));
const SIGNED_OUT_PATHS = Object.values(ROUTES)
  .filter((route) => route.access !== 'private')
  .map((route) => route.path);

/**
 * Errors the page threw while it loaded and hydrated. A server-rendered island the browser draws otherwise (a
 * month name in the browser's language, a time in its zone) is a hydration mismatch: React throws the server's
 * screen away and draws it again, slower, losing what was pressed meanwhile.
 */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  return errors;
}

test('no route of the table is a "coming soon" frame: each opens its screen (spec 2 private routes)', async ({
  page,
  context,
}) => {
  test.setTimeout(PRIVATE_PATHS.length * 15_000);
  await signInNewCreator(context);
  const errors = pageErrors(page);
  for (const path of PRIVATE_PATHS) {
    const response = await page.goto(`/app${path === '/' ? '' : path}`, { waitUntil: 'load' });
    expect(response?.status(), path).toBeLessThan(500);
    await expect(page.locator('h1').first(), path).toBeVisible();
    await expect(page.locator('[data-area], .mym-coming-area'), path).toHaveCount(0);
    await expect(page.getByText(/bientôt disponible|ouvre bientôt|coming soon/i), path).toHaveCount(0);
    await hydrated(page);
  }
  expect(errors, 'each screen hydrates what its server drew').toEqual([]);
});

test('every screen a signed-out visitor opens hydrates what its server drew, without an error (spec 2 public routes)', async ({
  page,
}) => {
  test.setTimeout(SIGNED_OUT_PATHS.length * 15_000);
  const errors = pageErrors(page);
  for (const path of SIGNED_OUT_PATHS) {
    const response = await page.goto(`/app${path}`, { waitUntil: 'load' });
    expect(response?.status(), path).toBeLessThan(500);
    await hydrated(page);
  }
  expect(errors, 'each screen hydrates what its server drew').toEqual([]);
});
