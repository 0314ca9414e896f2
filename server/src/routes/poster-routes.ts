import { mediaItemStruct, mediaKind } from '@mym/sdk/contract';
import { MEDIA_FILE_ERROR_KEYS } from '@mym/sdk/rules';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { findOwnedMedia, setMediaThumbhash } from '../db/medias';
import type { ApiContext } from '../http/api-context';
import { defineRoute, notFound } from '../http/route-catalog';
import { validationFailed } from '../http/validation';
import type { MediaStore } from '../media/media-store';
import { makePreview, previewKeyOf } from '../media/previews';
import { toMediaItem } from '../presenters/media';

/** A poster frame is a still picture a browser drew from the video: a few hundred KB at most. */
export const POSTER_MAX_BYTES = 5 * 1024 * 1024;
/** What a poster may be, by its bytes: the pictures every browser's canvas can encode. */
const POSTER_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A video's poster frame: the server decodes no video (no ffmpeg), so the browser that
 * uploads a video captures a frame and sends it here. It is checked like an upload (type from its bytes, must
 * decode), becomes the video's 480 px WebP preview with its thumbhash, and the media is answered with them.
 */
export function posterRoutes(app: FastifyInstance, ctx: ApiContext, store: MediaStore) {
  app.addContentTypeParser(
    [...POSTER_TYPES],
    { parseAs: 'buffer', bodyLimit: POSTER_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  defineRoute(app, ctx.catalog, {
    method: 'PUT',
    url: '/medias/:id/poster',
    tag: 'uploads',
    access: 'creator',
    summary: `Set a video's poster frame (JPEG, PNG or WebP body, at most ${POSTER_MAX_BYTES} bytes)`,
    response: mediaItemStruct,
    handler: async ({ request, params }) => {
      const media = await findOwnedMedia(ctx.db, request.creator.id, params.id as string);
      if (!media?.storage_key || mediaKind(media.mime_type) !== 'video') throw notFound();
      const refused = { poster: [MEDIA_FILE_ERROR_KEYS.post.imageFormat] };
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw validationFailed(refused);
      const sniffed = await fileTypeFromBuffer(body).catch(() => undefined);
      if (!sniffed || !POSTER_TYPES.has(sniffed.mime)) throw validationFailed(refused);
      const preview = await makePreview(body);
      if (preview === null) throw validationFailed(refused);
      await store.put(previewKeyOf(media.storage_key), preview.webp);
      const { thumbhash } = preview;
      const updated = await setMediaThumbhash(ctx.db, media.id, thumbhash);
      return toMediaItem(updated, ctx.mediaUrls, false);
    },
  });
}
