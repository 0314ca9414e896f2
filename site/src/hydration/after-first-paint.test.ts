// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import afterFirstPaint, { startInStages } from './after-first-paint';
import { ANNOUNCED_PER_TASK } from './module-announcements';
import { MODULE_PRELOADS_ID } from './module-preloads-id';

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const announced = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('an island that hydrates after the first paint announces its modules (client:painted)', () => {
  it("every module once, in the page order, a few per task after the paint's own: the whole list at once was one long task on a phone", async () => {
    vi.useFakeTimers();
    const hrefs = Array.from({ length: 20 }, (_, index) => `/app/_astro/module-${index}.js`);
    document.body.innerHTML = `<template id="${MODULE_PRELOADS_ID}">${hrefs
      .map((href) => `<link rel="modulepreload" href="${href}">`)
      .join('')}</template><astro-island></astro-island>`;
    const island = document.querySelector<HTMLElement>('astro-island') as HTMLElement;
    const hydrate = vi.fn(async () => {});
    afterFirstPaint(async () => hydrate, { name: 'painted', value: '' }, island);
    // None inside the paint's callback, which starts the islands.
    expect(announced()).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(announced()).toEqual(hrefs.slice(0, ANNOUNCED_PER_TASK));
    await vi.runAllTimersAsync();
    expect(announced()).toEqual(hrefs);
    expect(document.getElementById(MODULE_PRELOADS_ID)).toBeNull();
    expect(hydrate).toHaveBeenCalledOnce();
  });
});

describe('an island starts in three tasks: its renderer, its own modules, its hydration (issue 26)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("runs React's renderer first, then loads the island in a later task and hydrates it in another: as one task they were 75-140 ms of a phone's main thread", async () => {
    document.body.innerHTML = '<astro-island renderer-url="/app/_astro/client.js"></astro-island>';
    const island = document.querySelector<HTMLElement>('astro-island') as HTMLElement;
    const steps: string[] = [];
    const tasks: string[] = [];
    // Every task boundary the start crosses, as the steps taken before it.
    const realSetTimeout = globalThis.setTimeout;
    vi.stubGlobal('setTimeout', (callback: () => void, delay?: number) =>
      realSetTimeout(() => {
        tasks.push(steps.join(','));
        callback();
      }, delay),
    );
    await startInStages(
      island,
      async () => {
        steps.push('load');
        return async () => {
          steps.push('hydrate');
        };
      },
      async (url) => {
        steps.push(`renderer ${url}`);
      },
    );
    expect(steps).toEqual(['renderer /app/_astro/client.js', 'load', 'hydrate']);
    // A task after the renderer's, another after the island's own modules.
    expect(tasks).toEqual(['renderer /app/_astro/client.js', 'renderer /app/_astro/client.js,load']);
  });

  it('still starts an island whose renderer could not be read first: its own import reports the failure', async () => {
    document.body.innerHTML = '<astro-island renderer-url="/app/_astro/gone.js"></astro-island>';
    const island = document.querySelector<HTMLElement>('astro-island') as HTMLElement;
    const hydrate = vi.fn(async () => {});
    await startInStages(
      island,
      async () => hydrate,
      async () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      },
    );
    expect(hydrate).toHaveBeenCalledOnce();
  });
});

/** An IntersectionObserver the test moves: `show()` reports the observed children as on screen. */
function fakeIntersections() {
  const observed: Element[] = [];
  let report: IntersectionObserverCallback = () => {};
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      report = callback;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {
      observed.length = 0;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observed,
    show: () =>
      report(
        observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
  };
}

describe('an island far down a long page starts when it is seen or reached (client:painted="seen")', () => {
  afterEach(() => vi.unstubAllGlobals());

  const islandBelow = () => {
    document.body.innerHTML =
      '<astro-island><section><button type="button">Show</button></section></astro-island>';
    return document.querySelector<HTMLElement>('astro-island') as HTMLElement;
  };

  it('does not start with the page, starts once its section nears the screen, and only once', async () => {
    const screen = fakeIntersections();
    const island = islandBelow();
    const hydrate = vi.fn(async () => {});
    afterFirstPaint(async () => hydrate, { name: 'painted', value: 'seen' }, island);
    await Promise.resolve();
    expect(hydrate).not.toHaveBeenCalled();
    expect(screen.observed).toEqual([island.querySelector('section')]);
    screen.show();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    island.querySelector('button')?.focus();
    await Promise.resolve();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it('starts as soon as the keyboard reaches it, before it is on screen', async () => {
    fakeIntersections();
    const island = islandBelow();
    const hydrate = vi.fn(async () => {});
    afterFirstPaint(async () => hydrate, { name: 'painted', value: 'seen' }, island);
    island.querySelector('button')?.focus();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
  });
});
