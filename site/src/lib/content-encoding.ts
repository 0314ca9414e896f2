import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** The encodings the site sends, best first: Brotli is about a fifth smaller than gzip on the site's pages. */
export type ContentEncoding = 'br' | 'gzip';

const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/** Types worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

/** The best encoding an `Accept-Encoding` header allows (`q=0` refuses one), or null for the bytes as they are. */
export function preferredEncoding(acceptEncoding: string | null | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters
      .map((parameter) => parameter.trim())
      .find((parameter) => parameter.startsWith('q='));
    accepted.set(name.trim(), quality ? Number(quality.slice(2)) || 0 : 1);
  }
  const star = accepted.get('*');
  return ENCODINGS.find((encoding) => (accepted.get(encoding) ?? star ?? 0) > 0) ?? null;
}

export function isCompressible(contentType: string | null | undefined): boolean {
  return COMPRESSIBLE.test(contentType ?? '');
}

/**
 * The response compressed for the request when it is text the browser accepts compressed: rendered pages and
 * JSON leave the server at about a sixth of their size. Brotli at quality 5 compresses a page in a millisecond or
 * two; the build compresses static files at the highest quality instead (precompress-assets.ts).
 */
export function compressResponse(request: Request, response: Response): Response {
  const encoding = preferredEncoding(request.headers.get('accept-encoding'));
  const vary = response.headers.get('vary');
  if (
    !response.body ||
    request.method === 'HEAD' ||
    response.status === 204 ||
    response.status === 206 ||
    response.headers.has('content-encoding') ||
    // Astro renders its error page in place of this one: its body is never sent.
    response.headers.has('x-astro-error') ||
    !isCompressible(response.headers.get('content-type'))
  ) {
    return response;
  }
  response.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (!encoding) return response;
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 });
  const headers = new Headers(response.headers);
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  // Node's web stream types and the DOM's differ only in their buffer types: the same streams at run time.
  const transform = Duplex.toWeb(compressor) as unknown as TransformStream<Uint8Array, Uint8Array>;
  return new Response(response.body.pipeThrough(transform), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
