import { loadSharp } from './sharp-on-demand';

/**
 * Whether an image's bytes really decode as the picture their signature claims (`sharp` reads the header and
 * dimensions): a polyglot that starts like a GIF and goes on as a script is not an image. HEIC is taken on its
 * signature alone, as sharp's prebuilt binaries do not decode it. Pixel bombs are refused by sharp's
 * `limitInputPixels` default, so a hostile header cannot make the server allocate gigabytes.
 */
export async function isDecodableImage(path: string, type: string): Promise<boolean> {
  if (type === 'image/heic') return true;
  const sharp = await loadSharp();
  try {
    const { width, height } = await sharp(path, { failOn: 'error' }).metadata();
    return typeof width === 'number' && width > 0 && typeof height === 'number' && height > 0;
  } catch {
    return false;
  }
}
