import type { Kysely } from 'kysely';

/**
 * Indexes for the list and read calls: pages come in `created_at desc, id` order straight from an
 * index instead of a sort, and "used in N" / `isScheduled` of a collection's medias find a media's posts, pushes
 * and teasers without reading every one of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of [
    ['pushes_creator_page', 'pushes', ['creator_id', 'created_at desc', 'id']],
    ['posts_creator_page', 'posts', ['creator_id', 'created_at desc', 'id']],
    ['medias_collection_page', 'medias', ['collection_id', 'created_at desc', 'id']],
    ['posts_media', 'posts', ['media_id']],
    ['push_medias_media', 'push_medias', ['media_id']],
    ['pushes_teaser', 'pushes', ['teaser_media_id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
  // The page indexes start with the same column as these, so these only cost writes now.
  for (const name of ['pushes_creator', 'posts_creator', 'medias_collection']) {
    await db.schema.dropIndex(name).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('pushes_creator').on('pushes').columns(['creator_id', 'created_at']).execute();
  await db.schema.createIndex('posts_creator').on('posts').columns(['creator_id', 'created_at']).execute();
  await db.schema
    .createIndex('medias_collection')
    .on('medias')
    .columns(['collection_id', 'created_at'])
    .execute();
  for (const name of [
    'pushes_creator_page',
    'posts_creator_page',
    'medias_collection_page',
    'posts_media',
    'push_medias_media',
    'pushes_teaser',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
