import { fileTypeFromFile } from 'file-type';

/**
 * The MIME type a file's bytes say it is (magic numbers), or null when they match no known format. The declared
 * type and the name are the client's word; this is the file's own, so an SVG named `x.png` or random bytes
 * declared `image/jpeg` are never taken for a picture.
 */
export async function sniffedMediaType(path: string): Promise<string | null> {
  const detected = await fileTypeFromFile(path).catch(() => undefined);
  return detected?.mime ?? null;
}

/**
 * The only content types media are served with: a stored type outside this map is served as a download, so no
 * file can ever reach a browser as HTML, SVG or script.
 */
const SERVED_TYPES: Record<string, string> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
  'image/heic': 'image/heic',
  'video/mp4': 'video/mp4',
  'video/quicktime': 'video/quicktime',
  'video/x-m4v': 'video/x-m4v',
};

export function servedContentType(storedType: string): string {
  return SERVED_TYPES[storedType.toLowerCase()] ?? 'application/octet-stream';
}
