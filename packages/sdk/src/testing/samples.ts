import type { MediaItem } from '../contract/media';
import type { PostRecord } from '../contract/post';
import type { PushRecord } from '../contract/push';

/** Records as the API answers them: a scheduled push, a private post, an image of the cloud. */
export const pushRecord: PushRecord = {
  id: 'p1',
  targets: ['subscribers'],
  teaser: null,
  medias: [{ id: 'm1', preview: 'https://cdn.test/m1.jpg', type: 'image' }],
  caption: 'New set',
  price: { value: 999, currency: 'EUR' },
  discount: { price: { value: 499, currency: 'EUR' }, duration: 10800 },
  scheduledAt: '2030-06-20T18:00:00.000Z',
  mod: false,
  playlists: [],
  thirdPartyConsent: true,
  createdAt: '2030-06-01T10:00:00.000Z',
  state: 'scheduled',
  failureReason: null,
  recipients: 12,
  sales: { buyers: 0, revenue: { value: 0, currency: 'EUR' } },
  version: 1,
};

export const postRecord: PostRecord = {
  id: 'po1',
  media: { id: 'm1', preview: 'https://cdn.test/m1.jpg', type: 'image' },
  caption: 'Hello',
  isPrivate: true,
  scheduledAt: null,
  playlists: [],
  thirdPartyConsent: false,
  createdAt: '2030-06-01T10:00:00.000Z',
};

export function mediaItem(id: string): MediaItem {
  return {
    id,
    type: 'image',
    preview: `https://cdn.test/${id}.jpg`,
    isScheduled: false,
    isPrivate: true,
    price: null,
    imageCount: 1,
    videoCount: 0,
    duration: null,
  };
}
