/** Valid request bodies the tests start from and break one field at a time. */
/** A valid push: preset price 10.00, a discount of 5.00 for 3 hours, scheduled on 20 June 2026. */
export function pushPayload(mediaId: string, overrides: Record<string, unknown> = {}) {
  return {
    targets: ['subscribers'],
    teaser: null,
    medias: [{ id: mediaId }],
    caption: 'New set',
    price: { value: 1000, currency: 'EUR' },
    discount: { price: { value: 500, currency: 'EUR' }, duration: 10800 },
    scheduledAt: '2026-06-20T18:00:00.000Z',
    mod: false,
    playlists: [],
    thirdPartyConsent: true,
    ...overrides,
  };
}

/** A valid post of one cloud media, published now unless `scheduledAt` says otherwise. */
export function postPayload(mediaId: string, overrides: Record<string, unknown> = {}) {
  return {
    media: { id: mediaId },
    caption: 'Hello',
    isPrivate: true,
    scheduledAt: null,
    playlists: [],
    thirdPartyConsent: false,
    ...overrides,
  };
}
