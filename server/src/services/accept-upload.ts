import { extname } from 'node:path';
import { mediaKind } from '@mym/sdk/contract';
import { MEDIA_FILE_ERROR_KEYS, type MediaFileContext, validateMediaFile } from '@mym/sdk/rules';
import type { Kysely } from 'kysely';
import { deleteMedia } from '../db/medias';
import type { Database, MediaRow } from '../db/schema';
import { releaseUpload } from '../db/upload-reservations';
import { isDecodableImage } from '../media/decodable-image';
import type { MediaStore } from '../media/media-store';
import { makePreview, previewKeyOf } from '../media/previews';
import { loadSharp } from '../media/sharp-on-demand';
import { sniffedMediaType } from '../media/sniffed-type';
import { readVideoDuration } from '../media/video-duration';
import { storeWithinQuota } from './storage-quota';

/** What a client declares when it starts an upload (tus `Upload-Metadata`, plus the declared length). */
export interface DeclaredUpload {
  name: string;
  type: string;
  size: number | undefined;
  context: MediaFileContext;
  collectionId: string | null;
}

/** Reads the tus metadata: `filename`/`filetype` as tus-js-client names them, `context` post or push. */
export function readDeclaredUpload(
  metadata: Record<string, string | null> | undefined,
  size: number | undefined,
) {
  const value = (key: string) => metadata?.[key] ?? null;
  return {
    name: value('filename') ?? value('name') ?? '',
    type: value('filetype') ?? value('type') ?? '',
    size,
    context: value('context') === 'push' ? 'push' : 'post',
    collectionId: value('collectionId'),
  } satisfies DeclaredUpload;
}

/** The spec 5 file rules on what the client declared, before a byte is received (type, name, size). */
export function declaredUploadErrors(upload: DeclaredUpload): string[] {
  if (upload.size === undefined) return ['mandatory_field_is_empty_error'];
  return validateMediaFile({ type: upload.type, name: upload.name, size: upload.size }, upload.context);
}

/**
 * Gets ready, while an upload's bytes arrive, what its checks will need once they are all there: the image library
 * for a declared picture is loaded during the transfer, so the first picture an API receives is not answered
 * later for it (an API that receives no picture still never loads it).
 */
export function prepareUploadChecks(upload: DeclaredUpload): void {
  if (mediaKind(upload.type) === 'image') loadSharp().catch(() => undefined);
}

/**
 * Accepts a finished upload into the creator's cloud: the type is sniffed from the bytes and the video length
 * measured from the file itself (mediabunny, bounded in time and memory), the rules of spec 5 run again on what was
 * really received (the sniffed type and the declared name's extension must both be listed), and only then does the
 * upload become a stored file of the media store, with the media stored with the sniffed type, if it still fits
 * in the creator's storage quota (counted again now). Answers the file rule keys, or that the quota would be
 * passed, instead when the file is refused; nothing of it is left in the store then. Its hold on the quota ends.
 */
export async function acceptUpload(
  db: Kysely<Database>,
  options: {
    creatorId: string;
    store: MediaStore;
    uploadId: string;
    declared: DeclaredUpload;
    size: number;
    quotaBytes: number;
    now: Date;
  },
): Promise<{ media: MediaRow } | { errors: string[] } | { quotaExceeded: true }> {
  const { declared, store, uploadId } = options;
  // The checks read a local file: the upload itself on disk, a temporary copy from a bucket (s3-store.ts).
  const file = await store.finishedUploadFile(uploadId);
  let checked: Awaited<ReturnType<typeof checkFile>>;
  try {
    checked = await checkFile(file.path, declared, options.size);
  } finally {
    await file.release();
  }
  if (checked.errors) {
    await store.discardUpload(uploadId);
    await releaseUpload(db, uploadId);
    return { errors: checked.errors };
  }
  const { type, video, duration, preview } = checked;
  const id = crypto.randomUUID();
  const key = `${options.creatorId}/${id}${extname(declared.name).toLowerCase()}`;
  // The row first, then the files: a failed insert leaves no file, and a failed store takes its row back out,
  // so neither a row without file nor a file without row is left behind.
  const media = await storeWithinQuota(
    db,
    {
      id,
      creator_id: options.creatorId,
      collection_id: declared.collectionId,
      mime_type: type,
      file_name: declared.name,
      size_bytes: options.size,
      duration_seconds: duration,
      storage_key: key,
      price_value: null,
      price_currency: null,
      image_count: video ? 0 : 1,
      video_count: video ? 1 : 0,
      thumbhash: preview?.thumbhash ?? null,
    },
    uploadId,
    options.quotaBytes,
    options.now,
  ).catch(async (error: unknown) => {
    await store.discardUpload(uploadId);
    throw error;
  });
  if (!media) {
    await store.discardUpload(uploadId);
    return { quotaExceeded: true };
  }
  try {
    if (preview) await store.put(previewKeyOf(key), preview.webp);
    await store.adoptUpload(uploadId, key);
  } catch (error) {
    await deleteMedia(db, id);
    await store.remove([key]);
    await store.discardUpload(uploadId);
    throw error;
  }
  return { media };
}

/** The byte checks of a received file, and the preview of an image (made while the local file exists). */
async function checkFile(path: string, declared: DeclaredUpload, size: number) {
  const type = await sniffedMediaType(path);
  const decodable = type !== null && (mediaKind(type) !== 'image' || (await isDecodableImage(path, type)));
  if (type === null || !decodable) return { errors: [MEDIA_FILE_ERROR_KEYS[declared.context].format] };
  const video = mediaKind(type) === 'video';
  const duration = video ? await readVideoDuration(path) : null;
  const errors = validateMediaFile({ type, name: declared.name, size, duration }, declared.context);
  // A "video" no maintained reader finds a video track in (or that took too long to read) is not one.
  if (video && duration === null) errors.push(MEDIA_FILE_ERROR_KEYS[declared.context].videoFormat);
  if (errors.length > 0) return { errors };
  // An image's preview (480 px WebP) and thumbhash are made now; a video's poster comes from the browser that
  // uploads it (PUT /medias/:id/poster). sharp's prebuilt binaries do not decode HEIC.
  const preview = !video && type !== 'image/heic' ? await makePreview(path) : null;
  return { type, video, duration, preview };
}
