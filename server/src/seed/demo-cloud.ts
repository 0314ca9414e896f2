import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { insertMedia } from '../db/medias';
import type { Database, MediaRow } from '../db/schema';
import { gradientPng } from '../media/png-image';

/** More than one page of COLLECTION_PAGE_SIZE (20) each, so paging shows (spec 4, 9). */
const COLLECTIONS = [
  { name: 'Summer shoot', medias: 24, from: [255, 140, 66], to: [214, 40, 120] },
  { name: 'Behind the scenes', medias: 22, from: [40, 60, 140], to: [90, 200, 220] },
  { name: 'Studio sessions', medias: 21, from: [30, 30, 40], to: [180, 160, 255] },
] as const;

const IMAGE_SIZE_PX = 96;

/**
 * The demo creator's cloud: collections of PNG images written under the media folder (so previews load) and
 * videos with lengths and prices (their previews are posters). Every fourth media is a video.
 */
export async function seedDemoCloud(
  db: Kysely<Database>,
  creatorId: string,
  mediaDir: string,
): Promise<MediaRow[]> {
  const folder = join(mediaDir, creatorId);
  mkdirSync(folder, { recursive: true });
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
      const common = {
        id,
        creator_id: creatorId,
        collection_id: collectionId,
        price_value: priced ? 990 + i * 100 : null,
        price_currency: priced ? 'EUR' : null,
        is_private: i % 2 === 0,
        // Spread in time so the newest-first order of the collection screen is stable.
        created_at: new Date(Date.UTC(2026, 0, 1 + c, 0, i)),
      };
      if (video) {
        medias.push(
          await insertMedia(db, {
            ...common,
            mime_type: 'video/mp4',
            file_name: `${collection.name} ${i + 1}.mp4`,
            size_bytes: 8_000_000 + i * 250_000,
            duration_seconds: 15 + i * 37,
            storage_key: null,
            video_count: 1,
          }),
        );
        continue;
      }
      const shade = i / collection.medias;
      const png = gradientPng(
        IMAGE_SIZE_PX,
        IMAGE_SIZE_PX,
        collection.from.map((v) => Math.round(v * (1 - shade * 0.5))) as [number, number, number],
        collection.to.map((v) => Math.round(v * (0.5 + shade * 0.5))) as [number, number, number],
      );
      writeFileSync(join(folder, `${id}.png`), png);
      medias.push(
        await insertMedia(db, {
          ...common,
          mime_type: 'image/png',
          file_name: `${collection.name} ${i + 1}.png`,
          size_bytes: png.length,
          duration_seconds: null,
          storage_key: `${creatorId}/${id}.png`,
          image_count: 1,
        }),
      );
    }
  }
  return medias;
}
