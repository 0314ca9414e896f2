import { type Kysely, sql } from 'kysely';

/**
 * The cloud's other orders come from an index too, like its newest-first page (0012): by file name (case
 * ignored, as the page sorts) and by type. A search within a collection reads only that collection's rows
 * through the same leading `collection_id`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index medias_collection_name on medias (collection_id, (lower(file_name) collate "C"), id)`.execute(
    db,
  );
  await db.schema
    .createIndex('medias_collection_type')
    .on('medias')
    .columns(['collection_id', 'mime_type', 'created_at desc', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('medias_collection_name').execute();
  await db.schema.dropIndex('medias_collection_type').execute();
}
