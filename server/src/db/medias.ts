import { MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { validationFailed } from '../http/validation';
import type { Database, MediaRow, NewMedia } from './schema';

/**
 * Holds the medias a post, push or profile picture is about to use (a share lock until the caller's transaction
 * ends), so a delete of them, or of their collection, running at the same moment waits and then sees them in use
 * (cloud-changes.ts locks them for update before counting uses). A media deleted just before is gone: the write
 * is refused with the field's error, never a post that the delete's cascade would take with it.
 */
export async function holdMedias(
  trx: Kysely<Database>,
  uses: Record<string, readonly (string | undefined)[]>,
) {
  const wanted = [...new Set(Object.values(uses).flat())].filter((id): id is string => id !== undefined);
  if (wanted.length === 0) return;
  // In id order, as the deletes lock them: two transactions never wait on each other in a circle.
  const held = await trx
    .selectFrom('medias')
    .select('id')
    .where('id', 'in', wanted)
    .orderBy('id')
    .forShare()
    .execute();
  if (held.length === wanted.length) return;
  const present = new Set(held.map((row) => row.id));
  const fields = Object.entries(uses)
    .filter(([, ids]) => ids.some((id) => id !== undefined && !present.has(id)))
    .map(([field]) => [field, [MANDATORY_FIELD_ERROR]]);
  throw validationFailed(Object.fromEntries(fields));
}

export async function insertMedia(db: Kysely<Database>, media: NewMedia): Promise<MediaRow> {
  return db.insertInto('medias').values(media).returningAll().executeTakeFirstOrThrow();
}

export async function findOwnedMedia(db: Kysely<Database>, creatorId: string, id: string) {
  return db
    .selectFrom('medias')
    .selectAll()
    .where('id', '=', id)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
}

/** The creator's medias among `ids`, by id; ids of other creators' medias are simply absent. */
export async function findOwnedMedias(
  db: Kysely<Database>,
  creatorId: string,
  ids: readonly string[],
): Promise<Map<string, MediaRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('medias')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Whether a post or push that is scheduled and not yet published uses the media in scope (spec 3 `isScheduled`),
 * as a column of a query over `medias`.
 */
export function isScheduledMedia(eb: ExpressionBuilder<Database, 'medias'>) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('posts')
        .select('posts.id')
        .whereRef('posts.media_id', '=', 'medias.id')
        .where('posts.published_at', 'is', null)
        .where('posts.scheduled_at', 'is not', null),
    ),
    eb.exists(
      eb
        .selectFrom('push_medias')
        .innerJoin('pushes', 'pushes.id', 'push_medias.push_id')
        .select('pushes.id')
        .whereRef('push_medias.media_id', '=', 'medias.id')
        .where('pushes.published_at', 'is', null)
        .where('pushes.scheduled_at', 'is not', null),
    ),
  ]);
}

/** How many posts use the media in scope, as a column of a query over `medias`. */
export function mediaPostCount(eb: ExpressionBuilder<Database, 'medias'>) {
  return eb.selectFrom('posts').select(countAll.as('n')).whereRef('posts.media_id', '=', 'medias.id');
}

/** How many pushes use the media in scope (as one of its medias or as its teaser), as a column over `medias`. */
export function mediaPushCount(eb: ExpressionBuilder<Database, 'medias'>) {
  const pushMedias = eb
    .selectFrom('push_medias')
    .select(countAll.as('n'))
    .whereRef('push_medias.media_id', '=', 'medias.id');
  const teasers = eb
    .selectFrom('pushes')
    .select(countAll.as('n'))
    .whereRef('pushes.teaser_media_id', '=', 'medias.id');
  return sql<number>`(${pushMedias}) + (${teasers})`;
}

/** Whether the media in scope is its creator's profile picture, as a column of a query over `medias`. */
export function isProfilePicture(eb: ExpressionBuilder<Database, 'medias'>) {
  return eb.exists(
    eb
      .selectFrom('creators')
      .select('creators.id')
      .whereRef('creators.id', '=', 'medias.creator_id')
      .whereRef('creators.profile_picture_media_id', '=', 'medias.id'),
  );
}

/** How many posts and pushes (medias or teaser) use each of `ids`; absent ids are used by none. */
export async function mediaUsage(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom(
      db
        .selectFrom('posts')
        .select('media_id as id')
        .where('media_id', 'in', unique)
        .unionAll(db.selectFrom('push_medias').select('media_id as id').where('media_id', 'in', unique))
        .unionAll(
          db
            .selectFrom('pushes')
            .select(sql<string>`teaser_media_id`.as('id'))
            .where('teaser_media_id', 'in', unique),
        )
        .unionAll(
          db
            .selectFrom('creators')
            .select(sql<string>`profile_picture_media_id`.as('id'))
            .where('profile_picture_media_id', 'in', unique),
        )
        .as('uses'),
    )
    .select(['uses.id', countAll.as('n')])
    .groupBy('uses.id')
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

/** The file rules need type, size, name and length of a stored media (spec 5 `validateMediaFile`). */
export function toFileCandidate(row: MediaRow) {
  return {
    type: row.mime_type,
    size: row.size_bytes,
    name: row.file_name,
    duration: row.duration_seconds,
  };
}

/** What a push or post record shows of a media (`toMediaChoice`): no more is read for a list. */
export type MediaChoiceRow = Pick<MediaRow, 'id' | 'mime_type' | 'thumbhash'>;

export const countAll = sql<number>`count(*)::int`;

/** Bytes of the creator's stored medias. */
export async function storedBytes(db: Kysely<Database>, creatorId: string): Promise<number> {
  const row = await db
    .selectFrom('medias')
    .select((eb) => eb.fn.sum<string | number | null>('size_bytes').as('used'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return Number(row.used ?? 0);
}

export async function deleteMedia(db: Kysely<Database>, mediaId: string): Promise<void> {
  await db.deleteFrom('medias').where('id', '=', mediaId).execute();
}

/** A media by id whoever owns it: only for a signed link, whose signature already names the media. */
export function findMediaById(db: Kysely<Database>, mediaId: string) {
  return db.selectFrom('medias').selectAll().where('id', '=', mediaId).executeTakeFirst();
}

export function setMediaThumbhash(db: Kysely<Database>, mediaId: string, thumbhash: string | null) {
  return db
    .updateTable('medias')
    .set({ thumbhash })
    .where('id', '=', mediaId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The creator's medias among `ids`, locked in id order (another creator's media is as absent as an unknown one). */
export async function lockOwnedMedias(trx: Kysely<Database>, creatorId: string, ids: readonly string[]) {
  const rows = await trx
    .selectFrom('medias')
    .select('id')
    .where('creator_id', '=', creatorId)
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes the rows and answers their storage keys, for the files to leave the store after the commit. */
export async function deleteMediaRows(trx: Kysely<Database>, ids: readonly string[]) {
  const deleted = await trx
    .deleteFrom('medias')
    .where('id', 'in', [...ids])
    .returning('storage_key')
    .execute();
  return deleted.map((row) => row.storage_key);
}

/** The medias of a collection, locked in id order. */
export function lockCollectionMedias(trx: Kysely<Database>, collectionId: string) {
  return trx
    .selectFrom('medias')
    .select(['id', 'storage_key'])
    .where('collection_id', '=', collectionId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function moveCollectionMedias(
  trx: Kysely<Database>,
  fromCollection: string,
  toCollection: string,
) {
  await trx
    .updateTable('medias')
    .set({ collection_id: toCollection })
    .where('collection_id', '=', fromCollection)
    .execute();
}

export async function deleteCollectionMedias(trx: Kysely<Database>, collectionId: string) {
  await trx.deleteFrom('medias').where('collection_id', '=', collectionId).execute();
}

/** Moves one of the creator's medias; false when it is not the creator's (any more). */
export async function moveOwnedMedia(
  db: Kysely<Database>,
  creatorId: string,
  mediaId: string,
  collectionId: string,
): Promise<boolean> {
  const moved = await db
    .updateTable('medias')
    .set({ collection_id: collectionId })
    .where('id', '=', mediaId)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}
