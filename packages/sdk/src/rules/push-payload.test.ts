import { describe, expect, it } from 'vitest';
import type { PushCreatePayload } from '../contract/push';
import { validatePushPayload } from './push-payload';

const MEDIA = '0c9a8a7e-1111-4a4a-8b8b-000000000001';
const payload = (overrides: Partial<PushCreatePayload> = {}): PushCreatePayload => ({
  targets: ['subscribers'],
  teaser: null,
  medias: [{ id: MEDIA }],
  caption: 'Hello',
  price: { value: 1000, currency: 'EUR' },
  discount: { price: { value: 500, currency: 'EUR' }, duration: 10800 },
  scheduledAt: null,
  mod: false,
  playlists: [],
  thirdPartyConsent: false,
  ...overrides,
});
const context = {
  now: new Date('2026-06-15T08:00:00.000Z'),
  timeZone: 'Europe/Paris',
  priceRanges: [500, 1000, 2000],
  discountDurations: [10800, 86400],
  targets: ['subscribers', 'followers'],
  medias: new Map([[MEDIA, { type: 'image/png', name: 'a.png', size: 10 }]]),
  playlistIds: new Set<string>(),
};

describe('push rules on the wire payload (spec 5 "Push form", minor units)', () => {
  it('a valid payload has no error', () => {
    expect(validatePushPayload(payload(), context)).toEqual({});
  });

  it.each([
    [{ price: { value: 499, currency: 'EUR' }, discount: null }, { price: ['creators_push_price_error'] }],
    [{ price: { value: 100001, currency: 'EUR' } }, { price: ['creators_push_price_error'] }],
    [{ price: { value: 777, currency: 'EUR' }, discount: null }, {}],
    [{ caption: 'x'.repeat(1501) }, { caption: ['push_caption_input_limit_error'] }],
    [{ caption: ' ' }, { caption: ['mandatory_field_is_empty_error'] }],
    [{ targets: ['strangers'] }, { targets: ['mandatory_field_is_empty_error'] }],
    [{ medias: [] }, { medias: ['mandatory_field_is_empty_error'] }],
    [
      { discount: { price: { value: 0, currency: 'EUR' }, duration: 10800 } },
      { 'discount.price': ['creators_push_promotion_amount_errorprice_missing'] },
    ],
    [
      { discount: { price: { value: 1001, currency: 'EUR' }, duration: 10800 } },
      { 'discount.price': ['creators_push_promotion_amount_error'] },
    ],
    [
      { discount: { price: { value: 100, currency: 'EUR' }, duration: 21600 } },
      { 'discount.duration': ['push_configuration_discount_required_error'] },
    ],
    [{ scheduledAt: '2026-06-15T07:00:00.000Z' }, { scheduledAt: ['content_upload_error_date'] }],
  ] as const)('%j -> %j', (overrides, errors) => {
    expect(validatePushPayload(payload(overrides as Partial<PushCreatePayload>), context)).toEqual(errors);
  });
});
