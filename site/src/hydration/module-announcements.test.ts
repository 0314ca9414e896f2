// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCED_PER_TASK, announceModules } from './module-announcements';

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

const inHead = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));

function preloads(count: number, prefix: string): HTMLLinkElement[] {
  return Array.from({ length: count }, (_, index) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = `/app/_astro/${prefix}-${index}.js`;
    return link;
  });
}

describe('module preloads go into the head a few per task (issue 26, TBT)', () => {
  it('a lazily loaded part adds none inside the task that imports it (a React commit), then a few per task', async () => {
    vi.useFakeTimers();
    const links = preloads(10, 'form');
    announceModules(links);
    expect(inHead()).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(inHead()).toHaveLength(ANNOUNCED_PER_TASK);
    await vi.runAllTimersAsync();
    expect(inHead()).toEqual(links.map((link) => link.getAttribute('href')));
  });

  it('what is announced later waits its turn behind what was announced first', async () => {
    vi.useFakeTimers();
    const page = preloads(6, 'island');
    const part = preloads(3, 'part');
    announceModules(page);
    await vi.advanceTimersToNextTimerAsync();
    announceModules(part);
    expect(inHead()).toEqual(page.slice(0, ANNOUNCED_PER_TASK).map((link) => link.getAttribute('href')));
    await vi.runAllTimersAsync();
    expect(inHead()).toEqual([...page, ...part].map((link) => link.getAttribute('href')));
  });
});
