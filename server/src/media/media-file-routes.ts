import { extname } from 'node:path';
import { mediaKind } from '@mym/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { object, string } from 'superstruct';
import type { ApiContext } from '../http/api-context';
import { defineRoute, notFound } from '../http/route-catalog';
import type { MediaStore } from './media-store';
import type { MediaFileVariant } from './media-urls';
import { previewKeyOf } from './previews';
import { servedContentType } from './sniffed-type';

export const signedLinkQueryStruct = object({ expires: string(), signature: string() });

/**
 * Serves media files to `<img>` and `<video>` (no bearer token there): a link is good when its signature is,
 * as for a CDN. The preview is the 480 px WebP thumbnail or poster frame; a video without a poster has none.
 * Bytes are streamed from the media store (disk or bucket) through the API, so the fixed type, `nosniff` and the
 * sandboxing CSP below hold whatever the store is.
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
      handler: async ({ params, query, reply }) => {
        const id = params.id as string;
        if (!ctx.mediaUrls.verify(id, variant, query.expires, query.signature)) throw notFound();
        const media = await ctx.db.selectFrom('medias').selectAll().where('id', '=', id).executeTakeFirst();
        if (!media) throw notFound();
        reply.header('cache-control', 'private, max-age=3600');
        // Uploaded bytes are never trusted: a fixed type, no sniffing, no script, a file name of our own.
        reply.header('x-content-type-options', 'nosniff');
        reply.header('content-security-policy', "default-src 'none'; sandbox");
        if (variant === 'preview') {
          // The thumbnail or poster made when the media was accepted; an image without one shows itself.
          const preview = media.storage_key ? await store.open(previewKeyOf(media.storage_key)) : null;
          if (preview) {
            reply.header('content-disposition', `inline; filename="${media.id}.webp"`);
            reply.header('content-length', preview.size);
            await reply.type('image/webp').send(preview.stream);
            return undefined;
          }
          if (mediaKind(media.mime_type) !== 'image') throw notFound();
        }
        const file = media.storage_key ? await store.open(media.storage_key) : null;
        if (!file || !media.storage_key) throw notFound();
        const type = servedContentType(media.mime_type);
        const disposition = type === 'application/octet-stream' ? 'attachment' : 'inline';
        reply.header(
          'content-disposition',
          `${disposition}; filename="${media.id}${extname(media.storage_key)}"`,
        );
        reply.header('content-length', file.size);
        await reply.type(type).send(file.stream);
        return undefined;
      },
    });
  }
}
