import type { ClientDirective } from 'astro';
import { MODULE_PRELOADS_ID } from './module-preloads-id';

/**
 * `client:painted`: an island whose content is already in the page's HTML starts its code once that content is on
 * screen. Until the first contentful paint the link carries only the document and its stylesheet, so the screen
 * shows sooner on a slow phone link; then every module the page's islands run first is announced at once (one
 * round of fetches, not one import level at a time) and the island hydrates. A page opened in a hidden tab paints,
 * and so hydrates, when it is shown. For islands whose controls are buttons, links and choices: a field typed into
 * before hydration would be reset by it, so a screen with text fields keeps `client:load`.
 */
const afterFirstPaint: ClientDirective = (load) => {
  whenFirstContentfulPaint(async () => {
    announceModules();
    const hydrate = await load();
    await hydrate();
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

/** Moves the page's inert list of module preloads into the head, once for all its islands. */
function announceModules(): void {
  const preloads = document.getElementById(MODULE_PRELOADS_ID);
  if (!(preloads instanceof HTMLTemplateElement)) return;
  preloads.remove();
  document.head.append(preloads.content);
}
