import type { ClientDirective } from 'astro';
import { announceModules } from './module-announcements';
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
const afterFirstPaint: ClientDirective = (load, options, island) => {
  // From the start: a file dropped while the code loads must not replace the page.
  const typed = keepTypedFields(island);
  const start = async () => {
    await startInStages(island, load);
    await typed.restore();
  };
  whenFirstContentfulPaint(() => {
    announcePageModules();
    if (options.value === WHEN_SEEN) whenSeen(island, start);
    // Each island's import in a task of its own: the paint's callback runs every island's in one.
    else setTimeout(() => void start(), 0);
  });
};

export default afterFirstPaint;

/**
 * Starts an island in three tasks rather than one: the renderer's modules (React and react-dom), then the island's
 * own (its feature, i18next, the SDK's contract), then the hydration itself (the island's props read, React's root
 * made and its event listeners added). As one task that was 75-140 ms of a phone's main thread per page, the
 * longest after the first paint (Lighthouse's fourfold slowdown). React then renders in slices of its own.
 */
export async function startInStages(
  island: HTMLElement,
  load: () => Promise<() => Promise<void>>,
  importModule: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  const rendererUrl = island.getAttribute('renderer-url');
  if (rendererUrl) {
    // The island's own import below loads it again if this one failed (Astro's retry and error report).
    await importModule(rendererUrl).catch(() => undefined);
    await nextTask();
  }
  const hydrate = await load();
  await nextTask();
  await hydrate();
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `client:painted="seen"`: an island far down a long page (the design system's) starts once it nears the screen,
 * or as soon as the keyboard or a pointer reaches it, not with the page: a phone spends its first seconds on what
 * it shows. A press or typing that lands before its code runs is kept as on any painted island.
 */
export const WHEN_SEEN = 'seen';

/**
 * How near the screen an island waiting to be seen starts: a little ahead of a scroll. A press that still comes
 * before its code runs is kept and made once it does.
 */
const SEEN_MARGIN = '200px 0px';

/** What reaching an island means besides seeing it: focusing into it, or a pointer pressed on it. */
const REACHED_BY = ['focusin', 'pointerdown'] as const;

function whenSeen(island: HTMLElement, start: () => Promise<void>): void {
  if (typeof IntersectionObserver === 'undefined') {
    void start();
    return;
  }
  const begin = () => {
    observer.disconnect();
    for (const type of REACHED_BY) island.removeEventListener(type, begin, true);
    void start();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) begin();
    },
    { rootMargin: SEEN_MARGIN },
  );
  // An island's own element draws no box (display: contents): its children are what come into view.
  for (const child of island.children) observer.observe(child);
  for (const type of REACHED_BY) island.addEventListener(type, begin, true);
}

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
 * Moves the page's inert list of module preloads into the head, once for all its islands, a few per task in the
 * tasks right after (the islands' own modules come first).
 */
function announcePageModules(): void {
  const preloads = document.getElementById(MODULE_PRELOADS_ID);
  if (!(preloads instanceof HTMLTemplateElement)) return;
  preloads.remove();
  announceModules([...preloads.content.children]);
}
