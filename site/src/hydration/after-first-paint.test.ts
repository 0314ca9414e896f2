// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import afterFirstPaint, { ANNOUNCED_PER_TASK } from './after-first-paint';
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
  it('every module once, in the page order, a few per task: the whole list at once was one long task on a phone', async () => {
    vi.useFakeTimers();
    const hrefs = Array.from({ length: 20 }, (_, index) => `/app/_astro/module-${index}.js`);
    document.body.innerHTML = `<template id="${MODULE_PRELOADS_ID}">${hrefs
      .map((href) => `<link rel="modulepreload" href="${href}">`)
      .join('')}</template><astro-island></astro-island>`;
    const island = document.querySelector<HTMLElement>('astro-island') as HTMLElement;
    const hydrate = vi.fn(async () => {});
    afterFirstPaint(async () => hydrate, { name: 'painted', value: '' }, island);
    expect(announced()).toEqual(hrefs.slice(0, ANNOUNCED_PER_TASK));
    await vi.advanceTimersToNextTimerAsync();
    expect(announced()).toEqual(hrefs.slice(0, 2 * ANNOUNCED_PER_TASK));
    await vi.runAllTimersAsync();
    expect(announced()).toEqual(hrefs);
    expect(document.getElementById(MODULE_PRELOADS_ID)).toBeNull();
    expect(hydrate).toHaveBeenCalledOnce();
  });
});
