import {
  IMAGE_MAX_BYTES,
  POST_IMAGE_FORMATS,
  POST_VIDEO_FORMATS,
  PUSH_IMAGE_FORMATS,
  PUSH_VIDEO_FORMATS,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_DURATION_SECONDS,
} from '../constants';
import { type MediaKind, mediaKind } from '../contract/media';
import { MEDIA_FILE_ERROR_KEYS } from './error-keys';

/** Where a file is going: the rules are the same, the keys and the push format list differ (spec 5). */
export type MediaFileContext = 'post' | 'push';

/** What the rules need of a file: a browser `File` fits, with the video length measured beforehand. */
export interface MediaFileCandidate {
  /** MIME type (`image/jpeg`); may be empty when the browser does not know it (HEIC on some systems). */
  type: string;
  size: number;
  name?: string;
  /** Video length in seconds, when known. */
  duration?: number | null;
}

const ACCEPTED_FORMATS: Record<MediaFileContext, Record<MediaKind, readonly string[]>> = {
  post: { image: POST_IMAGE_FORMATS, video: POST_VIDEO_FORMATS },
  push: { image: PUSH_IMAGE_FORMATS, video: PUSH_VIDEO_FORMATS },
};

function extensionOf(name: string | undefined): string {
  const dot = name?.lastIndexOf('.') ?? -1;
  return dot >= 0 && name ? name.slice(dot + 1).toLowerCase() : '';
}

function subtypeOf(mimeType: string): string {
  const slash = mimeType.indexOf('/');
  return slash >= 0
    ? mimeType
        .slice(slash + 1)
        .trim()
        .toLowerCase()
    : '';
}

/**
 * The spec's format lists mix MIME subtypes (`quicktime`, `x-m4v`) and extensions (`jpg`). A file must be in the
 * list by its type *and* by its extension: accepting either let an SVG declared `image/png` or named `x.png`
 * through. `video/x-m4v` is the MIME type of `m4v`, so the `x-` form counts as its listed name. Without a MIME
 * type (browsers do not know HEIC everywhere) the extension alone says what the file is; a candidate without a
 * name (a stored media) is judged by its type, which the server sniffed from the bytes.
 */
function inFormatList(formats: readonly string[], file: MediaFileCandidate): boolean {
  const subtype = subtypeOf(file.type);
  const typeListed =
    file.type.trim() === '' ||
    formats.includes(subtype) ||
    (subtype.startsWith('x-') && formats.includes(subtype.slice(2)));
  const extensionListed = !file.name || formats.includes(extensionOf(file.name));
  return typeListed && extensionListed;
}

function kindOf(file: MediaFileCandidate, context: MediaFileContext): MediaKind | null {
  const fromType = mediaKind(file.type);
  if (fromType || file.type.trim() !== '') return fromType;
  const extension = extensionOf(file.name);
  const formats = ACCEPTED_FORMATS[context];
  if (formats.image.includes(extension)) return 'image';
  if (formats.video.includes(extension)) return 'video';
  return null;
}

/**
 * The file rules of spec 5: neither image nor video, a format outside the list, a size over the limit and a
 * video over 10800 seconds each give their key, prefixed by the context. `[]` when the file is accepted.
 */
export function validateMediaFile(file: MediaFileCandidate, context: MediaFileContext): string[] {
  const keys = MEDIA_FILE_ERROR_KEYS[context];
  const kind = kindOf(file, context);
  if (kind === null) return [keys.format];
  const errors: string[] = [];
  const inList = inFormatList(ACCEPTED_FORMATS[context][kind], file);
  if (kind === 'image') {
    if (!inList) errors.push(keys.imageFormat);
    if (file.size > IMAGE_MAX_BYTES) errors.push(keys.imageSize);
    return errors;
  }
  if (!inList) errors.push(keys.videoFormat);
  if (file.size > VIDEO_MAX_BYTES) errors.push(keys.videoSize);
  if (typeof file.duration === 'number' && file.duration > VIDEO_MAX_DURATION_SECONDS) {
    errors.push(keys.videoDuration);
  }
  return errors;
}

/** Whether a form value is a local file the file rules apply to (a `File`, or anything with a type and size). */
export function isMediaFileCandidate(value: unknown): value is MediaFileCandidate {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<MediaFileCandidate>;
  return typeof candidate.type === 'string' && typeof candidate.size === 'number';
}
