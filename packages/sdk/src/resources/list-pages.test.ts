import { describe, expect, it } from 'vitest';
import { collectPages } from './list-pages';

describe('paged lists (every list endpoint is paginated)', () => {
  it('follows pagination.offset page after page until the server names none', async () => {
    const asked: number[] = [];
    const pages: Record<number, { items: string[]; pagination?: { offset?: number | null } }> = {
      0: { items: ['a', 'b'], pagination: { offset: 2 } },
      2: { items: ['c', 'd'], pagination: { offset: 4 } },
      4: { items: ['e'], pagination: {} },
    };
    const items = await collectPages(async (offset) => {
      asked.push(offset);
      return pages[offset] ?? { items: [] };
    });
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(asked).toEqual([0, 2, 4]);
  });

  it('a server without paging (no pagination) answers in one page', async () => {
    expect(await collectPages(async () => ({ items: [1, 2] }))).toEqual([1, 2]);
  });

  it('an offset that does not move forward ends the paging rather than looping', async () => {
    let calls = 0;
    await collectPages(async () => {
      calls += 1;
      return { items: [1], pagination: { offset: 0 } };
    });
    expect(calls).toBe(1);
  });
});
