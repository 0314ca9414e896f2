import { type Kysely, sql } from 'kysely';
import { countAll, mediaUsage, scheduledMediaIds } from './medias';
import type { Database, MediaRow } from './schema';

export async function findOwnedCollection(db: Kysely<Database>, creatorId: string, id: string) {
  return db
    .selectFrom('collections')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
}

/** A collection as listed: its cover is the id of its latest media, if any. */
export interface CollectionRow {
  id: string;
  name: string;
  coverId: string | null;
  mediaCount: number;
  imageCount: number;
  videoCount: number;
}

const countOf = (kind: 'image' | 'video') =>
  sql<number>`count(*) filter (where medias.mime_type like ${`${kind}%`})::int`;

/** One page of the creator's collections, oldest first, each with its media count and latest media as cover. */
export async function listCollections(
  db: Kysely<Database>,
  creatorId: string,
  page: { offset: number; perPage: number },
): Promise<{ collections: CollectionRow[]; total: number }> {
  const { n: total } = await db
    .selectFrom('collections')
    .select(countAll.as('n'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('collections')
    .select((eb) => [
      'collections.id',
      'collections.name',
      eb
        .selectFrom('medias')
        .select(countAll.as('n'))
        .whereRef('medias.collection_id', '=', 'collections.id')
        .as('media_count'),
      eb
        .selectFrom('medias')
        .select(countOf('image').as('n'))
        .whereRef('medias.collection_id', '=', 'collections.id')
        .as('image_count'),
      eb
        .selectFrom('medias')
        .select(countOf('video').as('n'))
        .whereRef('medias.collection_id', '=', 'collections.id')
        .as('video_count'),
      eb
        .selectFrom('medias')
        .select('medias.id')
        .whereRef('medias.collection_id', '=', 'collections.id')
        .orderBy('medias.created_at', 'desc')
        .orderBy('medias.id')
        .limit(1)
        .as('cover_id'),
    ])
    .where('creator_id', '=', creatorId)
    .orderBy('collections.created_at')
    .orderBy('collections.id')
    .offset(page.offset)
    .limit(page.perPage)
    .execute();
  const collections = rows.map((row) => ({
    id: row.id,
    name: row.name,
    coverId: row.cover_id ?? null,
    mediaCount: Number(row.media_count ?? 0),
    imageCount: Number(row.image_count ?? 0),
    videoCount: Number(row.video_count ?? 0),
  }));
  return { collections, total: Number(total) };
}

/** One page of a collection's medias, newest first (spec 2 "Collection screen"). */
export async function listCollectionMedias(
  db: Kysely<Database>,
  collectionId: string,
  page: { offset: number; perPage: number },
): Promise<{ medias: { row: MediaRow; isScheduled: boolean; usedIn: number }[]; total: number }> {
  const { n: total } = await db
    .selectFrom('medias')
    .select(countAll.as('n'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('medias')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.perPage)
    .execute();
  const scheduled = await scheduledMediaIds(
    db,
    rows.map((row) => row.id),
  );
  const usage = await mediaUsage(
    db,
    rows.map((row) => row.id),
  );
  const medias = rows.map((row) => ({
    row,
    isScheduled: scheduled.has(row.id),
    usedIn: usage.get(row.id) ?? 0,
  }));
  return { medias, total: Number(total) };
}

export async function insertCollection(db: Kysely<Database>, creatorId: string, name: string) {
  return db
    .insertInto('collections')
    .values({ creator_id: creatorId, name: name.trim() })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export async function renameCollection(db: Kysely<Database>, creatorId: string, id: string, name: string) {
  return db
    .updateTable('collections')
    .set({ name: name.trim() })
    .where('id', '=', id)
    .where('creator_id', '=', creatorId)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

/** One collection as the list shows it, after a create or a rename. */
export async function findCollectionRow(db: Kysely<Database>, creatorId: string, id: string) {
  const { collections } = await listCollections(db, creatorId, { offset: 0, perPage: 1_000_000 });
  return collections.find((collection) => collection.id === id);
}
