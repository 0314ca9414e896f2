import { test } from '@playwright/test';
test('scratch url', async ({ page }) => {
  page.on('framenavigated', (f) => console.log('NAV', f.url()));
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  const r = await page.goto('/app/oauth2/callback?error=access_denied&error_description=User%20denied');
  console.log('STATUS', r?.status(), r?.url());
  await page.waitForTimeout(4000);
  console.log('FINAL', page.url());
  console.log((await page.locator('main').innerText()).slice(0, 300));
});
