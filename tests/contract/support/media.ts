import type { CreatorClient, MediaItem, PushCreatePayload } from '@mym/sdk';

/** A real 1x1 PNG, so a server that reads the file's own signature still accepts it as an image. */
export function pixelPng(): Uint8Array {
  return Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
}

/** Uploads a pixel image to the creator's cloud (tus, DESIGN "Uploads") and answers the created media. */
export function uploadPixel(client: CreatorClient, context: 'post' | 'push' = 'post'): Promise<MediaItem> {
  return client.uploads.upload(pixelPng(), { name: 'pixel.png', type: 'image/png', context });
}

/** A media of the creator's own cloud: the first of their collections, or a fresh upload when they have none. */
export async function ownedMediaId(client: CreatorClient): Promise<string> {
  const { collections } = await client.collections.list();
  for (const collection of collections) {
    for await (const media of client.collections.medias(collection.id)) return media.id;
  }
  return (await uploadPixel(client)).id;
}

/** A push every rule of spec 5 accepts: one target, one media, a preset price and a 3-hour discount at half. */
export async function validPushPayload(client: CreatorClient): Promise<PushCreatePayload> {
  const [range] = await client.pushes.prices();
  const closed = new Set(await client.pushes.calendarRestrictions());
  const price = Math.max(range?.value ?? 1000, 1000);
  return {
    targets: ['subscribers'],
    teaser: null,
    medias: [{ id: await ownedMediaId(client) }],
    caption: 'Contract push',
    price: { value: price, currency: 'EUR' },
    discount: { price: { value: Math.floor(price / 2), currency: 'EUR' }, duration: 10_800 },
    // Scheduled (a push sent at once can no longer change), on the first open day a few days ahead.
    scheduledAt: openDayAhead(closed),
    mod: false,
    playlists: [],
    thirdPartyConsent: true,
  };
}

/** 18:00 UTC on the first day from 3 days ahead that the platform does not close. */
function openDayAhead(closed: ReadonlySet<string>): string {
  for (let days = 3; ; days += 1) {
    const day = new Date(Date.now() + days * 24 * 3600 * 1000);
    day.setUTCHours(18, 0, 0, 0);
    if (!closed.has(day.toISOString().slice(0, 10))) return day.toISOString();
  }
}

/** An id no resource has: the 404 of an unknown id must look like the 404 of another creator's resource. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
