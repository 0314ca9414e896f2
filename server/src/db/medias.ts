import { type Kysely, sql } from 'kysely';
import type { Database, MediaRow, NewMedia } from './schema';

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

/** Ids among `ids` used by a post or push that is scheduled and not yet published (spec 3 `isScheduled`). */
export async function scheduledMediaIds(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('posts')
    .select('media_id as id')
    .where('media_id', 'in', [...ids])
    .where('published_at', 'is', null)
    .where('scheduled_at', 'is not', null)
    .union(
      db
        .selectFrom('push_medias')
        .innerJoin('pushes', 'pushes.id', 'push_medias.push_id')
        .select('push_medias.media_id as id')
        .where('push_medias.media_id', 'in', [...ids])
        .where('pushes.published_at', 'is', null)
        .where('pushes.scheduled_at', 'is not', null),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
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

export const countAll = sql<number>`count(*)::int`;
