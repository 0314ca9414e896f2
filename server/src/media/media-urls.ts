import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

/** A signed link stays valid for at least this long, and at most twice as long. */
const LINK_WINDOW_SECONDS = 3600;

/** Signatures kept for the current expiry: a page lists the same medias again and again within the hour. */
export const SIGNATURES_KEPT = 50_000;

export type MediaFileVariant = 'file' | 'preview';

export interface MediaUrls {
  /** An absolute, signed URL of a media's file or preview: `<img src>` cannot send a bearer token. */
  url(mediaId: string, variant: MediaFileVariant): string;
  /** Whether the signature and expiry of a link are good at `now`. */
  verify(mediaId: string, variant: MediaFileVariant, expires: string, signature: string): boolean;
}

/**
 * Links to media files are signed like CDN links: HMAC-SHA256 over the media id, the variant and an expiry.
 * Expiries are rounded to the hour so the same media keeps the same URL for a while (browsers cache it).
 */
export function createMediaUrls(options: {
  publicUrl: string;
  secret: string;
  clock?: () => Date;
}): MediaUrls {
  const base = options.publicUrl.replace(/\/+$/, '');
  const clock = options.clock ?? (() => new Date());
  // The key is imported once, not from the secret text at every signature.
  const key = createSecretKey(Buffer.from(options.secret));
  const sign = (mediaId: string, variant: MediaFileVariant, expires: string) =>
    createHmac('sha256', key).update(`${mediaId}:${variant}:${expires}`).digest('base64url');
  // A link is the same for the whole hour its expiry rounds to.
  let keptFor = '';
  const kept = new Map<string, string>();
  return {
    url(mediaId, variant) {
      const nowSeconds = Math.floor(clock().getTime() / 1000);
      const expires = String((Math.floor(nowSeconds / LINK_WINDOW_SECONDS) + 2) * LINK_WINDOW_SECONDS);
      if (expires !== keptFor || kept.size >= SIGNATURES_KEPT) {
        kept.clear();
        keptFor = expires;
      }
      const name = `${mediaId}/${variant}`;
      let url = kept.get(name);
      if (url === undefined) {
        url = `${base}/media/${name}?expires=${expires}&signature=${sign(mediaId, variant, expires)}`;
        kept.set(name, url);
      }
      return url;
    },
    verify(mediaId, variant, expires, signature) {
      if (!/^\d+$/.test(expires) || Number(expires) * 1000 < clock().getTime()) return false;
      const expected = Buffer.from(sign(mediaId, variant, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
