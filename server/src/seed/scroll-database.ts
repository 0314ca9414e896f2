import { join } from 'node:path';
import { openDatabase } from '../db/database';
import { type ScrollCollection, seedScrollCollection } from './scroll-collection';
import { seedDemoCreator } from './seed-database';

/**
 * Prepares the embedded database under `dataDir` for a stack that has not started yet (the API holds PGlite
 * alone once it runs): the demo creator `demoCreatorSub` with its usual content and a collection of `count`
 * medias. The scroll benchmark and the 10,000-media end-to-end test start their own stack on it afterwards.
 */
export async function seedScrollDatabase(options: {
  dataDir: string;
  demoCreatorSub: string;
  count: number;
}): Promise<ScrollCollection> {
  const mediaDir = join(options.dataDir, 'media');
  const db = await openDatabase({ dataDir: options.dataDir });
  try {
    const now = new Date();
    await seedDemoCreator(db, options.demoCreatorSub, mediaDir, now);
    const creator = await db
      .selectFrom('creators')
      .select('id')
      .where('sub', '=', options.demoCreatorSub)
      .executeTakeFirstOrThrow();
    return await seedScrollCollection(db, { creatorId: creator.id, mediaDir, count: options.count, now });
  } finally {
    await db.destroy();
  }
}
