import { type Kysely, sql } from 'kysely';
import { hasRoomFor } from './creator-counts';
import { countAll } from './medias';
import { runPrepared } from './prepared-statements';
import type { Database } from './schema';
import { inTransaction } from './transactions';

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

/**
 * One page of the creator's collections, oldest first, each with its media counts and latest media as cover. One
 * statement: the total rides on each row (`count(*) over ()`), the counts come from one pass over the medias of
 * each collection (a round trip costs more than the rows of a page).
 */
export async function listCollections(
  db: Kysely<Database>,
  creatorId: string,
  page: { offset: number; perPage: number },
): Promise<{ collections: CollectionRow[]; total: number }> {
  const args = { creatorId, skip: page.offset, take: page.perPage };
  const rows = await runPrepared(db, 'collections:page', args, (arg) => collectionsQuery(db, arg));
  const collections = rows.map((row) => ({
    id: row.id,
    name: row.name,
    coverId: row.cover_id ?? null,
    mediaCount: Number(row.media_count ?? 0),
    imageCount: Number(row.image_count ?? 0),
    videoCount: Number(row.video_count ?? 0),
  }));
  const total = rows[0]?.total ?? (page.offset > 0 ? await countCollections(db, creatorId) : 0);
  return { collections, total: Number(total) };
}

/** The statement of `listCollections`, its values as `arg` (placeholders while it is compiled once). */
function collectionsQuery(db: Kysely<Database>, arg: { creatorId: string; skip: number; take: number }) {
  return db
    .selectFrom('collections')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('medias')
          .select([
            countAll.as('media_count'),
            countOf('image').as('image_count'),
            countOf('video').as('video_count'),
          ])
          .whereRef('medias.collection_id', '=', 'collections.id')
          .as('counts'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'collections.id',
      'collections.name',
      'counts.media_count',
      'counts.image_count',
      'counts.video_count',
      eb
        .selectFrom('medias')
        .select('medias.id')
        .whereRef('medias.collection_id', '=', 'collections.id')
        .orderBy('medias.created_at', 'desc')
        .orderBy('medias.id')
        .limit(1)
        .as('cover_id'),
      sql<number>`count(*) over ()::int`.as('total'),
    ])
    .where('collections.creator_id', '=', arg.creatorId)
    .orderBy('collections.created_at')
    .orderBy('collections.id')
    .offset(arg.skip)
    .limit(arg.take);
}

/** Only a page past the end needs the total asked separately: it has no row to carry it. */
async function countCollections(db: Kysely<Database>, creatorId: string) {
  const { n } = await db
    .selectFrom('collections')
    .select(countAll.as('n'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return n;
}

/** Creates a collection unless the creator already has `max` of them (then answers null). */
export async function insertCollection(
  db: Kysely<Database>,
  creatorId: string,
  name: string,
  max = Number.POSITIVE_INFINITY,
) {
  return inTransaction(db, async (trx) => {
    if (!(await hasRoomFor(trx, 'collections', creatorId, max))) return null;
    return trx
      .insertInto('collections')
      .values({ creator_id: creatorId, name: name.trim() })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
  });
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

/** How many of `ids` are the creator's collections, locked for a delete. */
export async function lockOwnedCollections(trx: Kysely<Database>, creatorId: string, ids: readonly string[]) {
  const rows = await trx
    .selectFrom('collections')
    .select('id')
    .where('creator_id', '=', creatorId)
    .where('id', 'in', [...ids])
    .forUpdate()
    .execute();
  return rows.length;
}

export async function deleteCollectionRow(trx: Kysely<Database>, id: string) {
  await trx.deleteFrom('collections').where('id', '=', id).execute();
}
