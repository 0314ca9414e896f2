import type { Kysely } from 'kysely';

/**
 * Real previews: a media's thumbhash placeholder (base64), set when its preview (an image thumbnail or
 * a video poster, `<storage key>.preview.webp` beside the file) was made. Null: no preview yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('medias').addColumn('thumbhash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('medias').dropColumn('thumbhash').execute();
}
