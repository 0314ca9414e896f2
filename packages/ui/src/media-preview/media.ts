/** Image or video, from a media type where anything starting with image is an image (spec 3 "Media item"). */
export type MediaKind = 'image' | 'video';

export function mediaKind(type: string | null | undefined): MediaKind | null {
  if (type?.startsWith('image')) return 'image';
  if (type?.startsWith('video')) return 'video';
  return null;
}
