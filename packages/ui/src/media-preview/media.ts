/** Image or video, from a media type where anything starting with image is an image (spec 3 "Media item"). */
export type MediaKind = 'image' | 'video';

export function mediaKind(type: string | null | undefined): MediaKind | null {
  if (type?.startsWith('image')) return 'image';
  if (type?.startsWith('video')) return 'video';
  return null;
}

/** A duration in seconds as minutes:seconds, minutes padded to two digits (spec 2, e.g. 65 -> "01:05"). */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
