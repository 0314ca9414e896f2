import { createReadStream, existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { mediaKind } from '@mym/sdk/contract';
import { formatDuration } from '@mym/sdk/rules';
import type { FastifyInstance } from 'fastify';
import { object, string } from 'superstruct';
import type { ApiContext } from '../http/api-context';
import { defineRoute, notFound } from '../http/route-catalog';
import type { MediaFileVariant } from './media-urls';
import { videoPosterSvg } from './png-image';
import { servedContentType } from './sniffed-type';

/** The file of a storage key, if it exists; keys are written by the server, yet a path never leaves the folder. */
function storedFilePath(mediaDir: string, key: string | null): string | null {
  if (!key) return null;
  const path = normalize(join(mediaDir, key));
  return path.startsWith(normalize(mediaDir)) && existsSync(path) ? path : null;
}

export const signedLinkQueryStruct = object({ expires: string(), signature: string() });

/**
 * Serves media files to `<img>` and `<video>` (no bearer token there): a link is good when its signature is,
 * as for a CDN. A video without a stored thumbnail previews as a poster with its length.
 */
export function mediaFileRoutes(app: FastifyInstance, ctx: ApiContext, mediaDir: string) {
  for (const variant of ['file', 'preview'] as const satisfies MediaFileVariant[]) {
    defineRoute(app, ctx.catalog, {
      method: 'GET',
      url: `/media/:id/${variant}`,
      tag: 'media',
      access: 'public',
      summary:
        variant === 'file'
          ? 'The original file of a media, through a signed link'
          : 'A preview image of a media (a poster for videos), through a signed link',
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
        if (variant === 'preview' && mediaKind(media.mime_type) === 'video') {
          await reply.type('image/svg+xml').send(videoPosterSvg(formatDuration(media.duration_seconds ?? 0)));
          return undefined;
        }
        const path = storedFilePath(mediaDir, media.storage_key);
        if (!path) throw notFound();
        const type = servedContentType(media.mime_type);
        const disposition = type === 'application/octet-stream' ? 'attachment' : 'inline';
        reply.header('content-disposition', `${disposition}; filename="${media.id}${extname(path)}"`);
        await reply.type(type).send(createReadStream(path));
        return undefined;
      },
    });
  }
}
