import { thumbHashToDataURL } from 'thumbhash';

/** Placeholders kept decoded: a few screens of cards, so scrolling back does not decode them again. */
const KEPT = 600;
const decoded = new Map<string, string | null>();

/**
 * The picture to paint while a media's preview loads: its thumbhash (base64, spec 3
 * "Media item") decoded to a tiny PNG data URL, or null without one or when it is not a thumbhash.
 */
export function placeholderOf(thumbhash: string | null | undefined): string | null {
  if (!thumbhash) return null;
  const known = decoded.get(thumbhash);
  if (known !== undefined) return known;
  let url: string | null;
  try {
    url = thumbHashToDataURL(Uint8Array.from(atob(thumbhash), (char) => char.charCodeAt(0)));
  } catch {
    url = null;
  }
  if (decoded.size >= KEPT) decoded.delete(decoded.keys().next().value as string);
  decoded.set(thumbhash, url);
  return url;
}
