import { describe, expect, it } from 'vitest';
import { BUSY_TIMES_TTL_MS, BusyTimesCache } from './busy-times-cache';

const range = { from: '2026-06-16T00:00:00.000Z', to: '2026-06-17T00:00:00.000Z' };
const event = { start: '2026-06-16T07:00:00.000Z', end: '2026-06-16T08:00:00.000Z' };

describe('a calendar\'s busy times are kept a short while per creator (README "Hostile input")', () => {
  it('read once per creator and range within the TTL, again after it, and again once forgotten', async () => {
    let now = 0;
    const cache = new BusyTimesCache(() => now);
    let reads = 0;
    const load = async () => {
      reads++;
      return [event];
    };
    const timeline = await cache.read('ada', range, load);
    expect([...timeline.starts]).toEqual([Date.parse(event.start)]);
    await cache.read('ada', range, load);
    await cache.read('grace', range, load);
    expect(reads).toBe(2);
    now += BUSY_TIMES_TTL_MS;
    await cache.read('ada', range, load);
    await cache.read('grace', range, load);
    expect(reads).toBe(4);
    // A booking or a cancel changes the creator's calendar: the next slot list reads it again, others' stay.
    cache.forget('ada');
    await cache.read('ada', range, load);
    await cache.read('grace', range, load);
    expect(reads).toBe(5);
  });

  it('a failed read is not kept', async () => {
    const cache = new BusyTimesCache(() => 0);
    await expect(cache.read('ada', range, () => Promise.reject(new Error('unreachable')))).rejects.toThrow();
    expect([...(await cache.read('ada', range, async () => [event])).starts]).toHaveLength(1);
  });
});
