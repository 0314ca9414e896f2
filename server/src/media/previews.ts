import { rename, rm, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

/** The longest side of a preview (a thumbnail, or a video's poster frame), in pixels. */
export const PREVIEW_MAX_PX = 480;
/** thumbhash encodes pictures of at most 100 x 100 pixels. */
const THUMBHASH_MAX_PX = 100;

/** Where a media's preview lives: next to its file, as deleting a media removes `<key>.*` with it. */
export const previewKeyOf = (storageKey: string) => `${storageKey}.preview.webp`;

/**
 * Makes the preview of a picture (an uploaded image, or a poster frame a browser captured from a video): at most
 * 480 px on its longest side, turned upright from its EXIF orientation, as WebP at `previewPath`, and answers its
 * thumbhash placeholder (base64). Null when the picture cannot be decoded (nothing is written then). sharp refuses
 * pixel bombs on its own (`limitInputPixels`), so a hostile header cannot make it allocate gigabytes.
 */
export async function writePreview(input: string | Buffer, previewPath: string): Promise<string | null> {
  const temporary = `${previewPath}.${process.pid}.tmp`;
  try {
    const preview = await sharp(input, { failOn: 'error' })
      .rotate()
      .resize(PREVIEW_MAX_PX, PREVIEW_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    const { data, info } = await sharp(preview)
      .resize(THUMBHASH_MAX_PX, THUMBHASH_MAX_PX, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const thumbhash = Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
    await writeFile(temporary, preview);
    await rename(temporary, previewPath);
    return thumbhash;
  } catch {
    await rm(temporary, { force: true });
    return null;
  }
}
