import type { Page } from '@playwright/test';

/** Opens a page and waits until its islands are interactive (Astro drops `ssr` once an island hydrated). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}
