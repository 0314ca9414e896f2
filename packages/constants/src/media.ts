/** Image or video (spec 3 "Media item"). */
export type MediaKind = 'image' | 'video';

/**
 * Spec 3: a type starting with `image` is an image, one starting with `video` a video; anything else (or no type)
 * is neither. The one reading of a media type, for the SDK's rules and the design system's previews alike.
 */
export function mediaKind(mediaType: string | null | undefined): MediaKind | null {
  const normalized = mediaType?.trim().toLowerCase() ?? '';
  if (normalized.startsWith('image')) return 'image';
  if (normalized.startsWith('video')) return 'video';
  return null;
}
