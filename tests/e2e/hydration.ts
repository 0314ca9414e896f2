import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until its islands are interactive. Astro drops `ssr` once an island's root hydrated, but
 * a screen split out with `lazy` arrives in the page's HTML and hydrates later, when its code has loaded: until
 * then its fields take typing that hydration then resets. So every control inside an island must also be React's
 * (React marks the elements it hydrated with its fiber).
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/** Waits until the page's islands are interactive, after a link that loaded a new page (see `gotoHydrated`). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.querySelectorAll('astro-island[ssr]').length > 0) return false;
    const controls = document.querySelectorAll(
      'astro-island input, astro-island textarea, astro-island select, astro-island button, astro-island a[href]',
    );
    return [...controls].every((control) =>
      Object.keys(control).some((key) => key.startsWith('__reactFiber$')),
    );
  });
}
