/**
 * `pnpm bench`: first-load JavaScript of the public and private screens, in gzip bytes, measured in Debian Chromium
 * against the built site. Budgets are ratios and ceilings checked here, never timings asserted in tests.
 * Run `pnpm build` first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { startStack } from '../../scripts/stack';
import { DEMO_CREATOR } from '../../server/src/identity/local/demo-creator';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

const PORTS = { identityPort: 9729, apiPort: 4700, sitePort: 4921 };
/**
 * The login page must stay light: React and the shared providers, no identity SDK until the creator submits and
 * no challenge screens until the identity asks for one.
 */
const LOGIN_BUDGET_GZIP_BYTES = 140_000;

async function scriptBytes(page: Page, url: string, action?: () => Promise<void>) {
  const bodies = new Map<string, Buffer>();
  const listener = async (response: import('playwright-core').Response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  };
  page.on('response', listener);
  await page.goto(url, { waitUntil: 'networkidle' });
  await action?.();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  const sizes = [...bodies].map(([name, body]) => ({ name, gzip: gzipSync(body, { level: 9 }).length }));
  if (process.env.BENCH_VERBOSE === '1') {
    for (const file of sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 10))
      console.log(`   ${file.gzip} ${file.name}`);
  }
  return { files: sizes.length, gzip: sizes.reduce((sum, file) => sum + file.gzip, 0) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'creators-bench-'));
const stack = await startStack({ dataDir, site: 'built', ...PORTS });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ locale: 'fr-FR' });
  const login = await scriptBytes(page, `${stack.siteUrl}/login`);
  const signIn = await scriptBytes(page, `${stack.siteUrl}/login`, async () => {
    await page.getByLabel('Adresse e-mail').fill(DEMO_CREATOR.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_CREATOR.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/app\/profile$/);
  });
  const profile = await scriptBytes(page, `${stack.siteUrl}/profile`);
  console.log(
    `login page first load    ${login.gzip} B gzip in ${login.files} scripts (budget ${LOGIN_BUDGET_GZIP_BYTES})`,
  );
  console.log(`login + sign-in (lazy)   ${signIn.gzip} B gzip in ${signIn.files} scripts`);
  console.log(`profile page first load  ${profile.gzip} B gzip in ${profile.files} scripts`);
  console.log(
    `identity code deferred   ${((1 - login.gzip / signIn.gzip) * 100).toFixed(0)} % of sign-in JS`,
  );
  if (login.gzip > LOGIN_BUDGET_GZIP_BYTES) process.exitCode = 1;
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
