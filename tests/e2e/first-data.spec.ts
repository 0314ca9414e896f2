import { expect, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { callApi, signInDemoCreator, signInNewCreator } from './creator-session';
import { gotoHydrated } from './hydration';
import { localStack } from './local-stack';
import { E2E_PORTS } from './stack-ports';

const SITE = `http://localhost:${E2E_PORTS.site}`;

/**
 * Private screens arrive with their data: the site's server reads a screen's first data from the API with the
 * access-token cookie, and the screen's HTML shows it before any script runs (a phone paints the screen at once,
 * not a loader waiting for the script and then the API).
 */

/** The page's HTML as the server sends it, with the creator's cookie: what a browser paints before any script. */
async function firstHtml(
  url: string,
  token: string,
): Promise<{ status: number; cache: string | null; html: string }> {
  const response = await fetch(`${SITE}${url}`, {
    headers: { cookie: `mym_access_token=${token}` },
    redirect: 'manual',
  });
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    html: await response.text(),
  };
}

/** Text rendered as an element's content (`>text<`), not the same words inside an island's serialized props. */
const shown = (text: string) => `>${text}<`;

const SCREENS = [
  { url: '/app/profile', text: DEMO_CREATOR.email },
  { url: '/app/push/list', text: 'Exclusive video this weekend' },
  { url: '/app/posts', text: 'Good morning from the beach' },
  { url: '/app/mym-cloud', text: 'Summer shoot' },
] as const;

for (const screen of SCREENS) {
  test(`${screen.url}'s first HTML shows the creator's data, kept private, with no token in it (spec 2, spec 9)`, async ({
    context,
  }) => {
    const token = await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
    const { status, cache, html } = await firstHtml(screen.url, token);
    expect(status).toBe(200);
    expect(html).toContain(shown(screen.text));
    // The creator's own data: never kept by a cache, never the token that read it.
    expect(cache).toBe('no-store');
    expect(html).not.toContain(token);
    expect(html).not.toContain(token.split('.')[2] as string);
  });
}

/** Screens whose first data the site's server reads: each renders past the creator's gate on the server. */
const RENDERED_SCREENS = [
  '/app/profile',
  '/app/profile/edit',
  '/app/push/list',
  '/app/posts',
  '/app/mym-cloud',
  '/app/incomes',
  '/app/myms',
  '/app/notifications',
  '/app/my-account',
  '/app/chat',
  '/app/tools',
  '/app/account/tools',
  '/app/v2/tools/playlists',
];

test('every screen with first data renders past the creator gate on the server, whole (spec 2 navigation)', async ({
  context,
}) => {
  const token = await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
  for (const url of RENDERED_SCREENS) {
    const { status, html } = await firstHtml(url, token);
    expect(status, url).toBe(200);
    expect(html.trimEnd().endsWith('</html>'), url).toBe(true);
    // The gate's loader stands in the HTML of a screen whose creator the browser still has to read.
    expect(html, url).not.toContain('mym-page-loading');
  }
});

test('a screen that came with its data shows it without asking the API again, and hydrates without a mismatch', async ({
  page,
  context,
}) => {
  await signInDemoCreator(context, DEMO_CREATOR.email, DEMO_CREATOR.password);
  const apiReads: string[] = [];
  const mismatches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.url().startsWith(localStack().apiUrl) && url.pathname !== '/events')
      apiReads.push(url.pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) mismatches.push(message.text());
  });
  await gotoHydrated(page, '/app/push/list');
  await expect(page.getByText('Exclusive video this weekend')).toBeVisible();
  // The creator, the pushes and the bell's count came with the page.
  expect(apiReads).toEqual([]);
  expect(mismatches).toEqual([]);
});

test("a token the API refuses: the page comes without the creator's data and the browser goes to login (spec 6)", async ({
  page,
  context,
}) => {
  const creator = await signInNewCreator(context, { displayName: 'Refused Token Creator' });
  await callApi(creator.token, 'PATCH', '/creators/me', { bio: 'A bio the page must not show' });
  const signedOut = await fetch(`${localStack().apiUrl}/creators/me/sign-out-everywhere`, {
    method: 'POST',
    headers: { authorization: `Bearer ${creator.token}` },
  });
  expect(signedOut.status).toBe(204);
  const { status, html } = await firstHtml('/app/profile', creator.token);
  expect(status).toBe(200);
  expect(html).not.toContain('A bio the page must not show');
  expect(html).not.toContain(creator.email);
  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/app\/login\?logout=true$/);
});

test('without a cookie a private screen still sends the visitor to login, with no data read (spec 2)', async () => {
  const response = await fetch(`${SITE}/app/push/list`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('/app/login');
});
