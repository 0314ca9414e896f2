import type { ClientDirective } from 'astro';
import { MODULE_PRELOADS_ID } from './module-preloads-id';
import { keepTypedFields } from './typed-before-hydration';

/**
 * `client:painted`: an island whose content is already in the page's HTML starts its code once that content is on
 * screen. Until the first contentful paint the link carries only the document and its stylesheet, so the screen
 * shows sooner on a slow phone link; then every module the page's islands run first is announced (one round of
 * fetches, not one import level at a time; a few per task) and the island hydrates. A page opened in a hidden tab paints,
 * and so hydrates, when it is shown. What the person typed, picked or dropped into the island meanwhile is put
 * back once React owns its fields (hydration would reset it).
 */
const afterFirstPaint: ClientDirective = (load, _options, island) => {
  // From the start: a file dropped while the code loads must not replace the page.
  const typed = keepTypedFields(island);
  whenFirstContentfulPaint(async () => {
    announceModules();
    const hydrate = await load();
    await hydrate();
    await typed.restore();
  });
};

export default afterFirstPaint;

function whenFirstContentfulPaint(start: () => void): void {
  // A browser that does not report paints: nothing to wait for.
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    start();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  // Buffered: the paint may have happened before this island's element was read.
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * How many module preloads go into the head per task. Each starts a fetch, one to several milliseconds of a phone's
 * main thread (a batch of eight read 14-115 ms under Lighthouse's fourfold slowdown): the thirty of a screen at once
 * would be one long task as the page becomes usable.
 */
export const ANNOUNCED_PER_TASK = 4;

/**
 * Moves the page's inert list of module preloads into the head, once for all its islands: the first few at once
 * (the islands' own modules come first), the others in the tasks right after.
 */
function announceModules(): void {
  const preloads = document.getElementById(MODULE_PRELOADS_ID);
  if (!(preloads instanceof HTMLTemplateElement)) return;
  preloads.remove();
  const links = [...preloads.content.children];
  const announce = () => {
    document.head.append(...links.splice(0, ANNOUNCED_PER_TASK));
    if (links.length > 0) setTimeout(announce, 0);
  };
  announce();
}
