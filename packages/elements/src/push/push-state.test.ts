import type { PushRecord } from '@mym/sdk';
import { describe, expect, it } from 'vitest';
import { pushesInGroup } from './push-state';

function push(
  id: string,
  state: PushRecord['state'],
  scheduledAt: string | null,
  createdAt: string,
): PushRecord {
  return {
    id,
    targets: ['subscribers'],
    teaser: null,
    medias: [],
    caption: id,
    price: { value: 500, currency: 'EUR' },
    discount: null,
    scheduledAt,
    mod: false,
    playlists: [],
    thirdPartyConsent: false,
    createdAt,
    state,
    failureReason: null,
    recipients: 0,
    sales: { buyers: 0, revenue: { value: 0, currency: 'EUR' } },
    version: 1,
  };
}

describe('the push list is in date order within each group', () => {
  const pushes = [
    push('later', 'scheduled', '2030-05-03T10:00:00.000Z', '2030-01-01T00:00:00.000Z'),
    push('old-sent', 'sent', null, '2030-01-01T00:00:00.000Z'),
    push('soon', 'scheduled', '2030-05-01T10:00:00.000Z', '2030-01-02T00:00:00.000Z'),
    push('new-sent', 'sent', '2030-02-01T00:00:00.000Z', '2030-01-01T00:00:00.000Z'),
    push('mid-sent', 'sent', null, '2030-01-15T00:00:00.000Z'),
  ];

  it('scheduled pushes: the next to go out first', () => {
    expect(pushesInGroup(pushes, 'scheduled').map((p) => p.id)).toEqual(['soon', 'later']);
  });

  it('sent pushes: the most recent first, by when they went out', () => {
    expect(pushesInGroup(pushes, 'sent').map((p) => p.id)).toEqual(['new-sent', 'mid-sent', 'old-sent']);
  });

  it('a group holds only its own state', () => {
    expect(pushesInGroup(pushes, 'failed')).toEqual([]);
  });
});
