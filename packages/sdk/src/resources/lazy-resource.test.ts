import { describe, expect, it, vi } from 'vitest';
import { lazyResource } from './lazy-resource';

interface Sample {
  get(id: string): Promise<string>;
  items(): AsyncGenerator<number, void, undefined>;
  nested: { count(): Promise<number> };
}

const sample = (): Sample => ({
  get: async (id) => `item ${id}`,
  async *items() {
    yield 1;
    yield 2;
  },
  nested: { count: async () => 3 },
});

const SHAPE = { get: 'call', items: 'stream', nested: { count: 'call' } } as const;

describe('a resource loads its code on its first call (pages pay for the resources they use)', () => {
  it('loads nothing until called, then once for every later call, answering like the loaded resource', async () => {
    const load = vi.fn(async () => sample());
    const resource = lazyResource<Sample>(load, SHAPE);
    expect(load).not.toHaveBeenCalled();
    await expect(resource.get('a')).resolves.toBe('item a');
    await expect(resource.nested.count()).resolves.toBe(3);
    const seen: number[] = [];
    for await (const item of resource.items()) seen.push(item);
    expect(seen).toEqual([1, 2]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the loaded resource's refusals as rejections (spec 8 guards before any request)", async () => {
    const resource = lazyResource<Sample>(
      async () => ({ ...sample(), get: async () => Promise.reject(new Error('ID is required')) }),
      SHAPE,
    );
    await expect(resource.get('')).rejects.toThrow('ID is required');
  });

  it('retries a load that failed (a chunk lost on the network) on the next call', async () => {
    const load = vi.fn<() => Promise<Sample>>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    load.mockResolvedValue(sample());
    const resource = lazyResource<Sample>(load, SHAPE);
    await expect(resource.get('a')).rejects.toThrow('Failed to fetch');
    await expect(resource.get('b')).resolves.toBe('item b');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
