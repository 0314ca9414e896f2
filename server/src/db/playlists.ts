import { type Kysely, sql } from 'kysely';
import type { ListPage } from '../http/paging';
import { hasRoomFor } from './creator-counts';
import type { Database } from './schema';
import { inTransaction } from './transactions';

/** The ids among `ids` that are playlists of this creator. */
export async function ownedPlaylistIds(db: Kysely<Database>, creatorId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('playlists')
    .select('id')
    .where('creator_id', '=', creatorId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** A playlist as stored: its preview's media by id (its first post's, else its first media), its counts. */
export interface PlaylistRow {
  id: string;
  name: string;
  firstMediaId: string | null;
  mediaCount: number;
  postCount: number;
  createdAt: Date;
}

/** The creator's playlists (or one), newest first; `presentPlaylist` makes records of them. */
export async function findPlaylists(
  db: Kysely<Database>,
  creatorId: string,
  id?: string,
  page?: ListPage,
): Promise<PlaylistRow[]> {
  let query = db
    .selectFrom('playlists')
    .select((eb) => [
      'playlists.id',
      'playlists.name',
      'playlists.created_at',
      eb
        .selectFrom('playlist_medias')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('playlist_medias.playlist_id', '=', 'playlists.id')
        .as('media_count'),
      eb
        .selectFrom('post_playlists')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('post_playlists.playlist_id', '=', 'playlists.id')
        .as('post_count'),
      eb.fn
        .coalesce(
          eb
            .selectFrom('post_playlists')
            .innerJoin('posts', 'posts.id', 'post_playlists.post_id')
            .select('posts.media_id')
            .whereRef('post_playlists.playlist_id', '=', 'playlists.id')
            .orderBy('post_playlists.playlist_position')
            .orderBy('posts.created_at')
            .orderBy('posts.id')
            .limit(1),
          eb
            .selectFrom('playlist_medias')
            .select('media_id')
            .whereRef('playlist_medias.playlist_id', '=', 'playlists.id')
            .orderBy('position')
            .limit(1),
        )
        .as('first_media_id'),
    ])
    .where('creator_id', '=', creatorId);
  if (id) query = query.where('playlists.id', '=', id);
  query = query.orderBy('playlists.created_at', 'desc').orderBy('playlists.id');
  if (page) query = query.limit(page.limit + 1).offset(page.offset);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    firstMediaId: row.first_media_id ?? null,
    mediaCount: Number(row.media_count ?? 0),
    postCount: Number(row.post_count ?? 0),
    createdAt: row.created_at,
  }));
}

/** Creates a playlist unless the creator already has `max` of them (then answers null). */
export async function insertPlaylist(
  db: Kysely<Database>,
  creatorId: string,
  name: string,
  mediaIds: string[],
  max = Number.POSITIVE_INFINITY,
) {
  return inTransaction(db, async (trx) => {
    if (!(await hasRoomFor(trx, 'playlists', creatorId, max))) return null;
    const { id } = await trx
      .insertInto('playlists')
      .values({ creator_id: creatorId, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replacePlaylistMedias(trx, id, mediaIds);
    return id;
  });
}

export async function updatePlaylist(
  db: Kysely<Database>,
  id: string,
  changes: { name?: string | undefined; mediaIds?: string[] | undefined },
) {
  await inTransaction(db, async (trx) => {
    if (changes.name !== undefined) {
      await trx.updateTable('playlists').set({ name: changes.name }).where('id', '=', id).execute();
    }
    if (changes.mediaIds !== undefined) await replacePlaylistMedias(trx, id, changes.mediaIds);
  });
}

async function replacePlaylistMedias(trx: Kysely<Database>, playlistId: string, mediaIds: string[]) {
  await trx.deleteFrom('playlist_medias').where('playlist_id', '=', playlistId).execute();
  if (mediaIds.length === 0) return;
  await trx
    .insertInto('playlist_medias')
    .values(mediaIds.map((media_id, position) => ({ playlist_id: playlistId, media_id, position })))
    .execute();
}

export async function deletePlaylist(db: Kysely<Database>, creatorId: string, id: string) {
  const result = await db
    .deleteFrom('playlists')
    .where('id', '=', id)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Writes the playlists a post joins (`playlistIds`, in the post's order). A playlist the post was already in keeps
 * the post where the creator put it; one it joins gets it at its end.
 */
export async function linkPostToPlaylists(trx: Kysely<Database>, postId: string, playlistIds: string[]) {
  const kept = await trx
    .selectFrom('post_playlists')
    .select(['playlist_id', 'playlist_position'])
    .where('post_id', '=', postId)
    .execute();
  await trx.deleteFrom('post_playlists').where('post_id', '=', postId).execute();
  if (playlistIds.length === 0) return;
  const ends = await trx
    .selectFrom('post_playlists')
    .select((eb) => ['playlist_id', eb.fn.max('playlist_position').as('last')])
    .where('playlist_id', 'in', playlistIds)
    .groupBy('playlist_id')
    .execute();
  const placeIn = (playlistId: string) =>
    kept.find((link) => link.playlist_id === playlistId)?.playlist_position ??
    Number(ends.find((end) => end.playlist_id === playlistId)?.last ?? -1) + 1;
  await trx
    .insertInto('post_playlists')
    .values(
      playlistIds.map((playlist_id, position) => ({
        post_id: postId,
        playlist_id,
        position,
        playlist_position: placeIn(playlist_id),
      })),
    )
    .execute();
}

/** The ids of the posts in a playlist, in its order. */
export async function findPlaylistPostIds(db: Kysely<Database>, playlistId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('post_playlists')
    .innerJoin('posts', 'posts.id', 'post_playlists.post_id')
    .select('post_playlists.post_id')
    .where('post_playlists.playlist_id', '=', playlistId)
    .orderBy('post_playlists.playlist_position')
    .orderBy('posts.created_at')
    .orderBy('posts.id')
    .execute();
  return rows.map((row) => row.post_id);
}

/** Puts a playlist's posts in the given order, in one statement: `postIds` are exactly its posts (checked before). */
export async function reorderPlaylistPosts(db: Kysely<Database>, playlistId: string, postIds: string[]) {
  await db
    .updateTable('post_playlists')
    .set({ playlist_position: sql<number>`array_position(${sql.val(postIds)}::uuid[], post_id) - 1` })
    .where('playlist_id', '=', playlistId)
    .execute();
}
