import { type Kysely, sql } from 'kysely';

/**
 * Playlists order their posts: `playlist_position` is a post's place in one playlist, apart from
 * `position`, the place of the playlist among the post's own. Existing links keep the order the posts were made
 * in; a post joining a playlist later goes to its end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('post_playlists').addColumn('playlist_position', 'integer').execute();
  await sql`
    update post_playlists as link set playlist_position = ranked.place
    from (
      select pp.post_id, pp.playlist_id,
        row_number() over (partition by pp.playlist_id order by p.created_at, p.id) - 1 as place
      from post_playlists pp join posts p on p.id = pp.post_id
    ) as ranked
    where link.post_id = ranked.post_id and link.playlist_id = ranked.playlist_id
  `.execute(db);
  await db.schema
    .alterTable('post_playlists')
    .alterColumn('playlist_position', (column) => column.setNotNull())
    .execute();
  await db.schema
    .createIndex('post_playlists_playlist_order')
    .on('post_playlists')
    .columns(['playlist_id', 'playlist_position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('post_playlists_playlist_order').execute();
  await db.schema.alterTable('post_playlists').dropColumn('playlist_position').execute();
}
