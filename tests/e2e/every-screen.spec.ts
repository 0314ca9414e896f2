import { expect, test } from '@playwright/test';
import { ROUTES } from '../../site/src/lib/routes';
import { signInNewCreator } from './creator-session';

/**
 * Every private route of the table (spec 2), walked by a signed-in creator: each opens a real screen with its
 * heading, none is a "coming soon" frame and none fails. A screen added to the table is walked without a line here.
 */
const PRIVATE_PATHS = Object.values(ROUTES)
  .filter((route) => route.access === 'private')
  .map((route) => route.path.replace(':id', '1'));

test('no route of the table is a "coming soon" frame: each opens its screen (spec 2 private routes)', async ({
  page,
  context,
}) => {
  test.setTimeout(PRIVATE_PATHS.length * 15_000);
  await signInNewCreator(context);
  for (const path of PRIVATE_PATHS) {
    const response = await page.goto(`/app${path === '/' ? '' : path}`, { waitUntil: 'load' });
    expect(response?.status(), path).toBeLessThan(500);
    await expect(page.locator('h1').first(), path).toBeVisible();
    await expect(page.locator('[data-area], .mym-coming-area'), path).toHaveCount(0);
    await expect(page.getByText(/bientôt disponible|ouvre bientôt|coming soon/i), path).toHaveCount(0);
  }
});
