import { expect, type Page, test } from '@playwright/test';
import { callApi, signInNewCreator } from './creator-session';
import { gotoHydrated, hydrated } from './hydration';

/** Collects every Content-Security-Policy violation the page reports, from its very first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) console.push(message.text());
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

// Every page of the site (site/src/pages), the frames of later features included.
const PUBLIC_SCREENS = [
  '/app/login',
  '/app/signup',
  '/app/signup-choice',
  '/app/signup/email',
  '/app/password/recovery',
  '/app/password/reset',
  '/app/catalog/calendar/oauthcallback',
  '/app/ui',
];
const PRIVATE_SCREENS = [
  '/app/',
  '/app/profile',
  '/app/profile/edit',
  '/app/profile/security',
  '/app/signup/social-network/confirmation',
  '/app/terms',
  '/app/privacy',
  '/app/terms-of-use',
  '/app/push',
  '/app/post',
  '/app/posts/1',
  '/app/mym-cloud',
  '/app/mym-cloud/collections/1',
  '/app/catalog',
  '/app/v2/tools/playlists',
  '/app/chat',
  '/app/messaging',
  '/app/tools',
  '/app/account/tools',
  '/app/incomes',
  '/app/myms',
  '/app/notifications',
  '/app/my-account',
  '/app/live',
];

test('every screen runs under a CSP without inline scripts and reports no violation', async ({
  page,
  context,
}) => {
  const violations = await watchViolations(page);
  for (const screen of PUBLIC_SCREENS) {
    const response = await page.goto(screen);
    const policies = response?.headers()['content-security-policy'] ?? '';
    expect(policies, screen).toContain("frame-ancestors 'none'");
    const scriptSrc = policies.split(/[;,]/).find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc, screen).toContain("'sha256-");
    expect(scriptSrc, screen).not.toContain('unsafe-inline');
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await hydrated(page);
  }
  await signInNewCreator(context);
  for (const screen of PRIVATE_SCREENS) await gotoHydrated(page, screen);
  expect(await violations()).toEqual([]);
});

test('an XSS payload in the bio renders as inert text', async ({ page, context }) => {
  const creator = await signInNewCreator(context);
  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
  await callApi(creator.token, 'PATCH', '/creators/me', { bio: payload });
  await gotoHydrated(page, '/app/profile');
  await expect(page.getByText(payload)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});

test('a malformed mym_access_token cookie is ignored: public pages open, private ones go to login', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'mym_access_token', value: '%E0%A4%A', domain: 'localhost', path: '/', sameSite: 'Strict' },
  ]);
  const login = await page.goto('/app/login');
  expect(login?.status()).toBe(200);
  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/app\/login/);
});
