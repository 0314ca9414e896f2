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

/**
 * Waits until the page's islands are interactive, after a link that loaded a new page (see `gotoHydrated`). An
 * island that starts when seen (`client:painted="seen"`) is brought into view, one per check, so that it hydrates
 * too; the page is then back at its top.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const waiting = [...document.querySelectorAll('astro-island[ssr]')];
    if (waiting.length > 0) {
      const unseen = waiting.find((island) => island.getAttribute('opts')?.includes('"value":"seen"'));
      if (unseen) {
        unseen.firstElementChild?.scrollIntoView({ block: 'center' });
        Object.assign(window, { __scrolledToUnseen: true });
      }
      return false;
    }
    const controls = document.querySelectorAll(
      'astro-island input, astro-island textarea, astro-island select, astro-island button, astro-island a[href]',
    );
    const owned = [...controls].every((control) =>
      Object.keys(control).some((key) => key.startsWith('__reactFiber$')),
    );
    // In the same check, not a later call: a screen may leave for another page once hydrated.
    if (owned && '__scrolledToUnseen' in window) {
      delete (window as { __scrolledToUnseen?: boolean }).__scrolledToUnseen;
      window.scrollTo(0, 0);
    }
    return owned;
  });
}
