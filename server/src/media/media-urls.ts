import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed link stays valid for at least this long, and at most twice as long. */
const LINK_WINDOW_SECONDS = 3600;

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
  const sign = (mediaId: string, variant: MediaFileVariant, expires: string) =>
    createHmac('sha256', options.secret).update(`${mediaId}:${variant}:${expires}`).digest('base64url');
  return {
    url(mediaId, variant) {
      const nowSeconds = Math.floor(clock().getTime() / 1000);
      const expires = String((Math.floor(nowSeconds / LINK_WINDOW_SECONDS) + 2) * LINK_WINDOW_SECONDS);
      return `${base}/media/${mediaId}/${variant}?expires=${expires}&signature=${sign(mediaId, variant, expires)}`;
    },
    verify(mediaId, variant, expires, signature) {
      if (!/^\d+$/.test(expires) || Number(expires) * 1000 < clock().getTime()) return false;
      const expected = Buffer.from(sign(mediaId, variant, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
