import { mkdir, rename, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { mediaKind } from '@mym/sdk/contract';
import { MEDIA_FILE_ERROR_KEYS, type MediaFileContext, validateMediaFile } from '@mym/sdk/rules';
import type { Kysely } from 'kysely';
import { insertMedia } from '../db/medias';
import type { Database, MediaRow } from '../db/schema';
import { isDecodableImage } from './decodable-image';
import { previewKeyOf, writePreview } from './previews';
import { sniffedMediaType } from './sniffed-type';
import { readVideoDuration } from './video-duration';

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
 * Accepts a finished upload into the creator's cloud: the type is sniffed from the bytes and the video length
 * measured from the file itself (mediabunny, bounded in time and memory), the rules of spec 5 run again on what was really received (the sniffed type
 * and the declared name's extension must both be listed), and only then is the file moved into the media
 * folder and the media stored with the sniffed type. Answers the file rule keys instead when the file is
 * refused (and removes it).
 */
export async function acceptUpload(
  db: Kysely<Database>,
  options: { creatorId: string; mediaDir: string; filePath: string; declared: DeclaredUpload; size: number },
): Promise<{ media: MediaRow } | { errors: string[] }> {
  const { declared } = options;
  const type = await sniffedMediaType(options.filePath);
  const decodable =
    type !== null && (mediaKind(type) !== 'image' || (await isDecodableImage(options.filePath, type)));
  if (type === null || !decodable) {
    await rm(options.filePath, { force: true });
    return { errors: [MEDIA_FILE_ERROR_KEYS[declared.context].format] };
  }
  const video = mediaKind(type) === 'video';
  const duration = video ? await readVideoDuration(options.filePath) : null;
  const errors = validateMediaFile(
    { type, name: declared.name, size: options.size, duration },
    declared.context,
  );
  // A "video" no maintained reader finds a video track in (or that took too long to read) is not one.
  if (video && duration === null) errors.push(MEDIA_FILE_ERROR_KEYS[declared.context].videoFormat);
  if (errors.length > 0) {
    await rm(options.filePath, { force: true });
    return { errors };
  }
  const id = crypto.randomUUID();
  const key = `${options.creatorId}/${id}${extname(declared.name).toLowerCase()}`;
  // An image's preview (480 px WebP) and thumbhash are made now, from the received file; a video's poster comes
  // from the browser that uploads it (PUT /medias/:id/poster). sharp's prebuilt binaries do not decode HEIC.
  await mkdir(join(options.mediaDir, options.creatorId), { recursive: true });
  const previewPath = join(options.mediaDir, previewKeyOf(key));
  const thumbhash =
    !video && type !== 'image/heic' ? await writePreview(options.filePath, previewPath) : null;
  // The row first, then the file: a media row never points at a file that was not moved, and a failed move
  // takes its row back out, so neither a row without file nor a file without row is left behind.
  const media = await insertMedia(db, {
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
    thumbhash,
  }).catch(async (error: unknown) => {
    // No row, no files: the received file and its preview go with the failed insert.
    await rm(options.filePath, { force: true });
    await rm(previewPath, { force: true });
    throw error;
  });
  try {
    await rename(options.filePath, join(options.mediaDir, key));
  } catch (error) {
    await db.deleteFrom('medias').where('id', '=', id).execute();
    await rm(options.filePath, { force: true });
    await rm(previewPath, { force: true });
    throw error;
  }
  return { media };
}
