import type { Kysely } from 'kysely';
import { countAll, scheduledMediaIds } from './medias';
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
}

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
  }));
  return { collections, total: Number(total) };
}

/** One page of a collection's medias, newest first (spec 2 "Collection screen"). */
export async function listCollectionMedias(
  db: Kysely<Database>,
  collectionId: string,
  page: { offset: number; perPage: number },
): Promise<{ medias: { row: MediaRow; isScheduled: boolean }[]; total: number }> {
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
  return { medias: rows.map((row) => ({ row, isScheduled: scheduled.has(row.id) })), total: Number(total) };
}
