import { test } from '@playwright/test';
import { gotoHydrated } from './hydration';

test('overflow', async ({ page }) => {
  await gotoHydrated(page, '/app/password/recovery');
  await page.getByLabel('Adresse e-mail').fill('x@example.com');
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await page.waitForURL(/confirmation/);
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  const wide = await page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    return [w, document.documentElement.scrollWidth, ...[...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > w + 1).slice(0, 8).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`)];
  });
  console.log('WIDE', JSON.stringify(wide));
});
