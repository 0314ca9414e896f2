import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { insertMedia } from '../db/medias';
import type { Database, MediaRow } from '../db/schema';
import { createDiskStore } from '../media/disk-store';
import type { MediaStore } from '../media/media-store';
import { makePreview, previewKeyOf } from '../media/previews';
import { sampleMp4 } from '../media/sample-files';
import { demoPicture, type Rgb } from './demo-pictures';

/** More than one page of COLLECTION_PAGE_SIZE (20) each, so paging shows (spec 4, 9). */
const COLLECTIONS = [
  { name: 'Summer shoot', medias: 24, from: [255, 140, 66], to: [214, 40, 120] },
  { name: 'Behind the scenes', medias: 22, from: [40, 60, 140], to: [90, 200, 220] },
  { name: 'Studio sessions', medias: 21, from: [30, 30, 40], to: [180, 160, 255] },
] as const;

/**
 * The demo creator's cloud: collections of pictures and videos with lengths and prices, every fourth media a
 * video. Each has its real file under the media folder and a preview made as an upload's is (a 480 px WebP and
 * its thumbhash): an image's thumbnail, a video's poster frame (a still drawn here, as the uploading browser
 * would send one), so the demo cloud shows pictures, placeholders and durations instead of fallback icons.
 * Files go through the API's media store (a folder's path means that folder on disk), so they land in the S3
 * bucket when media live there.
 */
export async function seedDemoCloud(
  db: Kysely<Database>,
  creatorId: string,
  media: string | MediaStore,
): Promise<MediaRow[]> {
  const store =
    typeof media === 'string'
      ? createDiskStore({ mediaDir: media, uploadDir: join(media, '..', 'uploads') })
      : media;
  const medias: MediaRow[] = [];
  for (const [c, collection] of COLLECTIONS.entries()) {
    const { id: collectionId } = await db
      .insertInto('collections')
      .values({
        creator_id: creatorId,
        name: collection.name,
        created_at: new Date(Date.UTC(2026, 0, 1 + c)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < collection.medias; i += 1) {
      const id = randomUUID();
      const video = i % 4 === 3;
      const priced = i % 3 === 0;
      const shade = i / collection.medias;
      const from = collection.from.map((v) => v * (1 - shade * 0.5)) as unknown as Rgb;
      const to = collection.to.map((v) => v * (0.5 + shade * 0.5)) as unknown as Rgb;
      const picture = await demoPicture(from, to, i + c * 7, video ? 'frame' : 'photo');
      const file = video ? await sampleMp4(15 + i * 37) : picture;
      const storageKey = `${creatorId}/${id}.${video ? 'mp4' : 'png'}`;
      await store.put(storageKey, file);
      const preview = await makePreview(picture);
      if (preview) await store.put(previewKeyOf(storageKey), preview.webp);
      const thumbhash = preview?.thumbhash ?? null;
      medias.push(
        await insertMedia(db, {
          id,
          creator_id: creatorId,
          collection_id: collectionId,
          price_value: priced ? 990 + i * 100 : null,
          price_currency: priced ? 'EUR' : null,
          is_private: i % 2 === 0,
          // Spread in time so the newest-first order of the collection screen is stable.
          created_at: new Date(Date.UTC(2026, 0, 1 + c, 0, i)),
          mime_type: video ? 'video/mp4' : 'image/png',
          file_name: `${collection.name} ${i + 1}.${video ? 'mp4' : 'png'}`,
          size_bytes: file.length,
          duration_seconds: video ? 15 + i * 37 : null,
          storage_key: storageKey,
          thumbhash,
          ...(video ? { video_count: 1 } : { image_count: 1 }),
        }),
      );
    }
  }
  return medias;
}
