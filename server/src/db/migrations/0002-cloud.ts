import { type Kysely, sql } from 'kysely';

/**
 * The cloud library (spec 1, 3): collections of medias. Sizes are `double precision` because `pg` and PGlite
 * parse int8 differently (string vs bigint); float8 is exact for every size below 2^53 bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('creators')
    .addColumn('profile_picture_media_id', 'uuid')
    .addColumn('sponsor_id', 'integer')
    .addColumn('sponsor_type', 'text')
    .execute();
  await db.schema
    .createTable('collections')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('collections_creator').on('collections').columns(['creator_id']).execute();
  await db.schema
    .createTable('medias')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('collection_id', 'uuid', (c) => c.references('collections.id').onDelete('set null'))
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'double precision', (c) => c.notNull())
    .addColumn('duration_seconds', 'double precision')
    /** Path of the file under the media folder; null for medias whose file lives elsewhere. */
    .addColumn('storage_key', 'text')
    .addColumn('price_value', 'integer')
    .addColumn('price_currency', 'text')
    .addColumn('image_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_private', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('medias_collection')
    .on('medias')
    .columns(['collection_id', 'created_at'])
    .execute();
  await db.schema.createIndex('medias_creator').on('medias').columns(['creator_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('medias').execute();
  await db.schema.dropTable('collections').execute();
  await db.schema
    .alterTable('creators')
    .dropColumn('profile_picture_media_id')
    .dropColumn('sponsor_id')
    .dropColumn('sponsor_type')
    .execute();
}
