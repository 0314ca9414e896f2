import { describe, expect, it } from 'vitest';
import { packFirstData, unpackFirstData } from './packed-first-data';

describe("an island's first data crosses into the page as one JSON text (issue 26, TBT)", () => {
  it('comes back as the same answers: a read, a paged list with its first page param, their ages', () => {
    const answers = [
      {
        queryKey: ['creator', 'me'],
        data: { id: 'c1', displayName: 'Léa', bio: null },
        at: 1_764_300_000_000,
      },
      {
        queryKey: ['messages', 'inbox', { filter: null, minSpend: 0, search: '' }],
        data: {
          pages: [{ conversations: [{ id: 'f1', unreadCount: 2 }], nextCursor: 'n1' }],
          pageParams: [null],
        },
        at: 1_764_300_000_001,
      },
    ];
    const packed = packFirstData(answers);
    // One string prop: Astro's page script revives it as one value, not value by value.
    expect(typeof packed).toBe('string');
    expect(unpackFirstData(packed)).toEqual(answers);
  });

  it('leaves a page that came without first data without any', () => {
    expect(packFirstData(undefined)).toBeUndefined();
    expect(unpackFirstData(undefined)).toBeUndefined();
  });
});
