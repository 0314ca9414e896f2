import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) loaded on the first picture the API reads, not at start: an API that only answers lists or
 * receives videos never holds it. Its operation cache is off, as the API never
 * reads the same picture twice and the cache would keep up to 50 MB of decoded pixels resident.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
