import { expect, type Page, type Response, test } from '@playwright/test';
import { EAGER_COMPILE_HINT, EAGERLY_COMPILED_CHUNKS } from '../../site/src/production/eager-compile-hints';
import { signInNewCreator } from './creator-session';
import { gotoHydrated, hydrated } from './hydration';

/** A page's HTML as it crossed the wire (compressed bytes, as Chromium received them). */
async function documentOnTheWire(page: Page, url: string): Promise<{ response: Response; bytes: number }> {
  const response = await page.goto(url);
  if (!response) throw new Error(`no response for ${url}`);
  const { responseBodySize } = await response.request().sizes();
  return { response, bytes: responseBodySize };
}

test('pages, scripts and styles arrive compressed: Brotli for a browser that accepts it', async ({
  page,
}) => {
  const arrived: Response[] = [];
  page.on('response', (response) => arrived.push(response));
  await gotoHydrated(page, '/app/login');
  const byType = (type: string) => arrived.filter((response) => response.request().resourceType() === type);
  for (const type of ['document', 'script', 'stylesheet']) {
    expect(byType(type).length, `${type} responses`).toBeGreaterThan(0);
    for (const response of byType(type)) {
      // A script of a few dozen bytes may be smaller as it is than compressed: it goes as it is.
      if (Number((await response.headerValue('content-length')) ?? Infinity) < 200) continue;
      expect(response.headers()['content-encoding'], response.url()).toBe('br');
      expect(response.headers().vary, response.url()).toContain('Accept-Encoding');
    }
  }
  // Built files are compressed once, at build time, and kept by the browser for a year (their names are hashed).
  expect(byType('script')[0]?.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a client that accepts only gzip gets gzip, one that accepts nothing gets the bytes as they are', async ({
  request,
}) => {
  const gzip = await request.get('/app/login', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get('/app/login', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toContain('<html');
});

/** The goal for a phone's first visit: /login's HTML under 20 KB on the wire; it carries the sign-in's words only (8.6 KB). */
const LOGIN_HTML_GOAL = 20_000;

test("/login's HTML is under 20 KB on the wire and carries each word of its islands once, and only theirs (spec 7)", async ({
  page,
}) => {
  const { response, bytes } = await documentOnTheWire(page, '/app/login');
  expect(bytes).toBeLessThan(LOGIN_HTML_GOAL);
  const html = await response.text();
  // One catalogue for the page; no island carries the translations in its props.
  expect(html.match(/type="application\/json" id="mym-page-catalogue"/g)).toHaveLength(1);
  const islandProps = [...html.matchAll(/<astro-island[^>]* props="([^"]*)"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(islandProps.length).toBeGreaterThan(1);
  for (const props of islandProps) expect(props).not.toContain('login_title');
  // The sign-in's words and the frame's, never those of a signed-in screen: a new screen cannot grow /login.
  const words = await page.evaluate(() =>
    Object.keys(JSON.parse(document.getElementById('mym-page-catalogue')?.textContent ?? '{}')),
  );
  expect(words).toEqual(
    expect.arrayContaining(['login_title', 'nav_label', 'mandatory_field_is_empty_error']),
  );
  expect(words).not.toContain('push_create_title');
  expect(words).not.toContain('messages_title');
  // Its content is in the HTML: the first paint does not share the link with announced scripts.
  expect(html).not.toContain('rel="modulepreload"');
  // Still translated on the server and after hydration.
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test('a signed-in screen carries one catalogue too: /profile stays small on the wire', async ({
  page,
  context,
}) => {
  await signInNewCreator(context);
  const { response, bytes } = await documentOnTheWire(page, '/app/profile');
  expect(response.url()).toMatch(/\/app\/profile$/);
  expect(bytes).toBeLessThan(25_000);
  const html = await response.text();
  expect(html.match(/id="mym-page-catalogue"/g)).toHaveLength(1);
  // Its content is in the HTML: its islands start once it is painted, then announce their modules at once (kept
  // inert until then, so the first paint shares the link with no script); the API is connected early.
  const island = /component-url="([^"]+)"[^>]* client="painted"/.exec(html)?.[1];
  expect(island).toBeTruthy();
  const preloads = /<template id="mym-module-preloads">(.*?)<\/template>/.exec(html)?.[1];
  expect(preloads).toContain(`<link rel="modulepreload" href="${island}">`);
  expect(html.replace(/<template id="mym-module-preloads">.*?<\/template>/, '')).not.toContain(
    'rel="modulepreload"',
  );
  // Once hydrated, they were announced in the head.
  await page.goto('/app/profile');
  await hydrated(page);
  expect(await page.locator(`head link[rel="modulepreload"][href="${island}"]`).count()).toBe(1);
  expect(html).toMatch(/<link rel="preconnect" href="http:\/\/127\.0\.0\.1:\d+" crossorigin="anonymous">/);
});

test('a screen is painted once, whole: its first paint waits for the end of its body (issue 26, TBT)', async ({
  page,
  context,
}) => {
  await signInNewCreator(context);
  const { response } = await documentOnTheWire(page, '/app/my-account');
  const html = await response.text();
  // The render-blocking expect link, in the head, names the body's last element.
  const target = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(
    html.slice(0, html.indexOf('</head>')),
  )?.[1];
  expect(target).toBeTruthy();
  expect(html).toMatch(new RegExp(`<span id="${target}" hidden></span>\\s*</body>`));
  await hydrated(page);
  // The first paint shows the screen's content, not the bar alone.
  const painted = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  );
  const parsed = await page.evaluate(
    () => performance.getEntriesByType('navigation')[0]?.toJSON().domInteractive,
  );
  expect(painted).toBeGreaterThanOrEqual(parsed);
});

test("the scripts every island runs first arrive with V8's hint to compile them off the main thread (issue 26, TBT)", async ({
  page,
  context,
}) => {
  await signInNewCreator(context);
  const scripts = new Map<string, Response>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(new URL(response.url()).pathname, response);
  });
  await gotoHydrated(page, '/app/profile');
  for (const chunk of EAGERLY_COMPILED_CHUNKS) {
    const script = [...scripts].find(([path]) => path.includes(`/${chunk}.`))?.[1];
    expect(script, chunk).toBeDefined();
    expect((await script?.text())?.split('\n')[0], chunk).toBe(EAGER_COMPILE_HINT);
  }
  // The screen's own code stays compiled as it is called.
  const own = [...scripts].find(([path]) => path.includes('ProfileIsland'))?.[1];
  expect(await own?.text()).not.toContain(EAGER_COMPILE_HINT);
});

test('the site has an icon and a web app manifest: a first visit asks for nothing that is missing', async ({
  page,
  request,
}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await gotoHydrated(page, '/app/login');
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(icon).toBeTruthy();
  expect(manifestHref).toBeTruthy();
  const iconResponse = await request.get(icon ?? '');
  expect(iconResponse.status()).toBe(200);
  expect(iconResponse.headers()['content-type']).toBe('image/svg+xml');
  const manifestResponse = await request.get(manifestHref ?? '');
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toBe('creators');
  expect(manifest.start_url).toBe('/app/');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.icons.map((entry) => entry.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const entry of manifest.icons) {
    const iconFile = await request.get(entry.src);
    expect(iconFile.status(), entry.src).toBe(200);
    expect(iconFile.headers()['content-type'], entry.src).toBe(entry.type);
  }
  expect(failed).toEqual([]);
});
