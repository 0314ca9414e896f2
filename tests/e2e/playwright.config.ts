import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { E2E_PORTS } from './stack-ports';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the whole stack started by the
 * global setup: local identity, API on PGlite, and the built site.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORTS.site}`,
    browserName: 'chromium',
    locale: 'fr-FR',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // Bytes downloaded do not depend on the viewport: weighed once, on the desktop run.
      testIgnore: '**/weights.spec.ts',
      // Tests whose cost does not depend on the width either (the 10,000-media scroll): run once, on the desktop.
      grepInvert: /@one-viewport/,
    },
  ],
});
