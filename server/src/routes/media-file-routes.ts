import { extname } from 'node:path';
import { mediaKind } from '@mym/sdk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { object, string } from 'superstruct';
import { findMediaById } from '../db/medias';
import type { ApiContext } from '../http/api-context';
import { ApiError } from '../http/errors';
import { defineRoute, notFound } from '../http/route-catalog';
import { parseRange, RangeNotSatisfiable } from '../media/byte-ranges';
import type { MediaStore, StoredFile } from '../media/media-store';
import type { MediaFileVariant } from '../media/media-urls';
import { previewKeyOf } from '../media/previews';
import { servedContentType } from '../media/sniffed-type';

export const signedLinkQueryStruct = object({ expires: string(), signature: string() });

/**
 * Serves media files to `<img>` and `<video>` (no bearer token there): a link is good when its signature is,
 * as for a CDN. The preview is the 480 px WebP thumbnail or poster frame; a video without a poster has none.
 * Bytes are streamed from the media store (disk or bucket) through the API, so the fixed type, `nosniff` and the
 * sandboxing CSP below hold whatever the store is. As a CDN does, a `Range` gets its bytes alone (206; a video
 * seeks, and Safari plays no video without it) and a known `ETag` gets a 304.
 */
export function mediaFileRoutes(app: FastifyInstance, ctx: ApiContext, store: MediaStore) {
  for (const variant of ['file', 'preview'] as const satisfies MediaFileVariant[]) {
    defineRoute(app, ctx.catalog, {
      method: 'GET',
      url: `/media/:id/${variant}`,
      tag: 'media',
      access: 'public',
      summary:
        variant === 'file'
          ? 'The original file of a media, through a signed link'
          : 'The preview of a media (a 480 px WebP thumbnail, or a video poster frame), through a signed link',
      query: signedLinkQueryStruct,
      rawContent: variant === 'file' ? 'application/octet-stream' : 'image/*',
      handler: async ({ params, query, request, reply }) => {
        const id = params.id as string;
        if (!ctx.mediaUrls.verify(id, variant, query.expires, query.signature)) throw notFound();
        const media = await findMediaById(ctx.db, id);
        if (!media) throw notFound();
        // A media's file never changes (its storage key names one upload): the browser keeps it as long as the link
        // is good, without asking again. A video's preview may still change once (its poster arrives after it).
        const linkSeconds = Math.max(0, Number(query.expires) - Math.floor(Date.now() / 1000));
        reply.header(
          'cache-control',
          variant === 'file' ? `private, max-age=${linkSeconds}, immutable` : 'private, max-age=3600',
        );
        // Uploaded bytes are never trusted: a fixed type, no sniffing, no script, a file name of our own.
        reply.header('x-content-type-options', 'nosniff');
        reply.header('content-security-policy', "default-src 'none'; sandbox");
        if (variant === 'preview') {
          // The thumbnail or poster made when the media was accepted; an image without one shows itself.
          const preview = media.storage_key
            ? await openAsked(store, previewKeyOf(media.storage_key), request, reply)
            : null;
          if (preview) {
            reply.header('content-disposition', `inline; filename="${media.id}.webp"`);
            await sendStoredFile(request, reply.type('image/webp'), preview);
            return undefined;
          }
          if (mediaKind(media.mime_type) !== 'image') throw notFound();
        }
        const file = media.storage_key ? await openAsked(store, media.storage_key, request, reply) : null;
        if (!file || !media.storage_key) throw notFound();
        const type = servedContentType(media.mime_type);
        const disposition = type === 'application/octet-stream' ? 'attachment' : 'inline';
        reply.header(
          'content-disposition',
          `${disposition}; filename="${media.id}${extname(media.storage_key)}"`,
        );
        await sendStoredFile(request, reply.type(type), file);
        return undefined;
      },
    });
  }
}

/** Opens a stored file, the range the request asks for only; a range beyond the end is a 416 naming the size. */
async function openAsked(
  store: MediaStore,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<StoredFile | null> {
  try {
    return await store.open(key, parseRange(request.headers.range) ?? undefined);
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiable)) throw error;
    reply.header('content-range', `bytes */${error.size}`);
    throw new ApiError(416, 'range_not_satisfiable', `The range is beyond the file's ${error.size} bytes`);
  }
}

/** Sends an opened file: 304 when the browser holds these bytes already, 206 with its range, else 200. */
async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, file: StoredFile): Promise<void> {
  reply.header('accept-ranges', 'bytes');
  reply.header('etag', file.etag);
  const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known?.includes(file.etag) || known?.includes('*')) {
    file.stream.destroy();
    await reply.code(304).send();
    return;
  }
  if (file.range) {
    const { start, end } = file.range;
    reply.code(206);
    reply.header('content-range', `bytes ${start}-${end}/${file.size}`);
    reply.header('content-length', end - start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  await reply.send(file.stream);
}
