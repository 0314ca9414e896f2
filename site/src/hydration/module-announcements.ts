/**
 * How many module preloads go into the head per task. Each starts a fetch, one to several milliseconds of a phone's
 * main thread (a batch of eight read 14-115 ms under Lighthouse's fourfold slowdown, twelve 29-43 ms): the thirty
 * of a screen, or the twenty-five of the live composer's form, at once would be one long task as the page becomes
 * usable.
 */
export const ANNOUNCED_PER_TASK = 4;

const waiting: Element[] = [];
let scheduled = false;

/**
 * Puts `<link rel="modulepreload">`s (or a lazily loaded part's stylesheet link) into the head a few per task, in
 * the order they were given: the modules a page's islands run after the first paint (`client:painted`) and those of
 * each lazily loaded part, which Vite's preload helper hands here (`production/dynamic-import-preloads.ts`; Astro
 * bundles the directive apart, so each has its own line). None goes in inside the caller's task: it is already
 * busy (a React commit, or the first paint's callback, which starts the islands' imports).
 */
export function announceModules(links: readonly Element[]): void {
  waiting.push(...links);
  schedule();
}

function appendSome(): void {
  document.head.append(...waiting.splice(0, ANNOUNCED_PER_TASK));
  schedule();
}

function schedule(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    appendSome();
  }, 0);
}
