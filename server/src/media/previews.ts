import { rename, rm, writeFile } from 'node:fs/promises';
import { rgbaToThumbHash } from 'thumbhash';
import { loadSharp } from './sharp-on-demand';

/** The longest side of a preview (a thumbnail, or a video's poster frame), in pixels. */
export const PREVIEW_MAX_PX = 480;
/** thumbhash encodes pictures of at most 100 x 100 pixels. */
const THUMBHASH_MAX_PX = 100;

/** Where a media's preview lives: next to its file, as deleting a media removes `<key>.*` with it. */
export const previewKeyOf = (storageKey: string) => `${storageKey}.preview.webp`;

/** A picture's preview: the 480 px WebP bytes and the thumbhash placeholder (base64) drawn from them. */
export interface Preview {
  webp: Buffer;
  thumbhash: string;
}

/**
 * Makes the preview of a picture (an uploaded image, or a poster frame a browser captured from a video): at most
 * 480 px on its longest side, turned upright from its EXIF orientation, as WebP, with its thumbhash placeholder.
 * Null when the picture cannot be decoded. sharp refuses pixel bombs on its own (`limitInputPixels`), so a
 * hostile header cannot make it allocate gigabytes. The caller stores the bytes (`MediaStore.put`).
 */
export async function makePreview(input: string | Buffer): Promise<Preview | null> {
  const sharp = await loadSharp();
  try {
    const webp = await sharp(input, { failOn: 'error' })
      .rotate()
      .resize(PREVIEW_MAX_PX, PREVIEW_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    const { data, info } = await sharp(webp)
      .resize(THUMBHASH_MAX_PX, THUMBHASH_MAX_PX, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      webp,
      thumbhash: Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64'),
    };
  } catch {
    return null;
  }
}

/**
 * `makePreview` written to a file at `previewPath` (for callers that keep files themselves); answers the
 * thumbhash, or null when the picture cannot be decoded (nothing is written then).
 */
export async function writePreview(input: string | Buffer, previewPath: string): Promise<string | null> {
  const preview = await makePreview(input);
  if (!preview) return null;
  const temporary = `${previewPath}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, preview.webp);
    await rename(temporary, previewPath);
    return preview.thumbhash;
  } catch {
    await rm(temporary, { force: true });
    return null;
  }
}
