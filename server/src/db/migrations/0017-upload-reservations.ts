import type { Kysely } from 'kysely';

/**
 * Uploads in progress hold their declared bytes of the creator's storage quota until they finish, are abandoned
 * or expire, so that several uploads started at once (on one API process or several) cannot together pass it;
 * their number per creator is capped too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_reservations')
    .addColumn('upload_id', 'text', (c) => c.primaryKey())
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('bytes', 'double precision', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('upload_reservations_creator')
    .on('upload_reservations')
    .columns(['creator_id', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_reservations').execute();
}
