import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database, NewMedia } from '../db/schema';
import { previewKeyOf, writePreview } from '../media/previews';
import { sampleMp4 } from '../media/sample-files';
import { demoPicture, type Rgb } from './demo-pictures';

/** Rows inserted per statement: few round trips, statements of a reasonable size. */
const BATCH = 1_000;
/** Distinct stored files the medias share (rows are what a grid scrolls; files are only looked at). */
const SAMPLES = 12;
const PALETTE: readonly (readonly [Rgb, Rgb])[] = [
  [
    [255, 140, 66],
    [214, 40, 120],
  ],
  [
    [40, 60, 140],
    [90, 200, 220],
  ],
  [
    [30, 30, 40],
    [180, 160, 255],
  ],
  [
    [250, 210, 120],
    [60, 130, 90],
  ],
];

/** The collection's name, which the tests and the benchmark look for: `10,000 medias`. */
export const scrollCollectionName = (count: number) => `${count.toLocaleString('en-US')} medias`;

export interface ScrollCollection {
  collectionId: string;
  name: string;
  count: number;
}

/**
 * A collection of `count` medias for one creator, written straight into the database (10,000 in a few seconds):
 * what the scroll benchmark and the 10,000-media end-to-end test browse (the cloud's grid at its largest). The medias share a
 * dozen real files with previews and thumbhashes (every fourth a video with its poster frame), so the grid shows
 * what a real cloud shows. For test and benchmark stacks only: they call it on their own database before their
 * API starts; no route and no production start-up reaches it.
 */
export async function seedScrollCollection(
  db: Kysely<Database>,
  options: { creatorId: string; mediaDir: string; count: number; name?: string; now?: Date },
): Promise<ScrollCollection> {
  const { creatorId, mediaDir, count } = options;
  const name = options.name ?? scrollCollectionName(count);
  const now = (options.now ?? new Date()).getTime();
  mkdirSync(join(mediaDir, creatorId), { recursive: true });
  const samples: Pick<
    NewMedia,
    'mime_type' | 'storage_key' | 'thumbhash' | 'size_bytes' | 'duration_seconds'
  >[] = [];
  for (let s = 0; s < SAMPLES; s += 1) {
    const video = s % 4 === 3;
    const [from, to] = PALETTE[s % PALETTE.length] as readonly [Rgb, Rgb];
    const picture = await demoPicture(from, to, s * 5, video ? 'frame' : 'photo');
    const file = video ? await sampleMp4(30 + s * 11) : picture;
    const storageKey = `${creatorId}/scroll-${randomUUID()}.${video ? 'mp4' : 'png'}`;
    writeFileSync(join(mediaDir, storageKey), file);
    samples.push({
      mime_type: video ? 'video/mp4' : 'image/png',
      storage_key: storageKey,
      thumbhash: await writePreview(picture, join(mediaDir, previewKeyOf(storageKey))),
      size_bytes: file.length,
      duration_seconds: video ? 30 + s * 11 : null,
    });
  }
  const { id: collectionId } = await db
    .insertInto('collections')
    .values({ creator_id: creatorId, name, created_at: new Date(now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < count; start += BATCH) {
    const rows: NewMedia[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
      const sample = samples[i % SAMPLES] as (typeof samples)[number];
      const video = sample.mime_type.startsWith('video');
      rows.push({
        ...sample,
        creator_id: creatorId,
        collection_id: collectionId,
        file_name: `Scroll ${i + 1}.${video ? 'mp4' : 'png'}`,
        price_value: i % 3 === 0 ? 490 + (i % 50) * 100 : null,
        price_currency: i % 3 === 0 ? 'EUR' : null,
        ...(video ? { video_count: 1 } : { image_count: 1 }),
        // Newest first is the collection's order: the first media is the newest, the last the oldest.
        created_at: new Date(now - i * 1000),
      });
    }
    await db.insertInto('medias').values(rows).execute();
  }
  return { collectionId, name, count };
}
