import { type Kysely, sql } from 'kysely';

/** Playlists, pushes and posts, with their ordered medias and playlists in join tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('playlists')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('playlist_medias')
    .addColumn('playlist_id', 'uuid', (c) => c.notNull().references('playlists.id').onDelete('cascade'))
    .addColumn('media_id', 'uuid', (c) => c.notNull().references('medias.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('playlist_medias_pk', ['playlist_id', 'position'])
    .execute();

  await db.schema
    .createTable('pushes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('targets', 'jsonb', (c) => c.notNull())
    .addColumn('teaser_media_id', 'uuid', (c) => c.references('medias.id').onDelete('set null'))
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('price_value', 'integer', (c) => c.notNull())
    .addColumn('price_currency', 'text', (c) => c.notNull())
    .addColumn('discount_value', 'integer')
    .addColumn('discount_currency', 'text')
    .addColumn('discount_duration', 'integer')
    .addColumn('scheduled_at', 'timestamptz')
    .addColumn('mod', 'boolean', (c) => c.notNull())
    .addColumn('third_party_consent', 'boolean', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('pushes_creator').on('pushes').columns(['creator_id', 'created_at']).execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('media_id', 'uuid', (c) => c.notNull().references('medias.id').onDelete('cascade'))
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('is_private', 'boolean', (c) => c.notNull())
    .addColumn('scheduled_at', 'timestamptz')
    .addColumn('third_party_consent', 'boolean', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('posts_creator').on('posts').columns(['creator_id', 'created_at']).execute();

  // A push or post lists medias and playlists in the order the creator chose them.
  for (const [table, owner, ownerTable, item, itemTable] of [
    ['push_medias', 'push_id', 'pushes', 'media_id', 'medias'],
    ['push_playlists', 'push_id', 'pushes', 'playlist_id', 'playlists'],
    ['post_playlists', 'post_id', 'posts', 'playlist_id', 'playlists'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(owner, 'uuid', (c) => c.notNull().references(`${ownerTable}.id`).onDelete('cascade'))
      .addColumn(item, 'uuid', (c) => c.notNull().references(`${itemTable}.id`).onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [owner, 'position'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['post_playlists', 'push_playlists', 'push_medias', 'posts', 'pushes']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropTable('playlist_medias').execute();
  await db.schema.dropTable('playlists').execute();
}
