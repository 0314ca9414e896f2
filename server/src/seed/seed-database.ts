import { type Kysely, sql } from 'kysely';
import { provisionCreator } from '../db/creators';
import type { Database } from '../db/schema';
import { DEMO_CREATOR } from '../identity/local/demo-creator';
import type { MediaStore } from '../media/media-store';
import { seedDemoContent } from './demo-content';
import { seedDemoConversations } from './demo-conversations';
import { seedDemoFans } from './demo-fans';
import { seedDemoIncomes } from './demo-incomes';
import { seedPushCalendar } from './reference-days';

/** Advisory lock key of the demo seed (any constant shared by every API process). */
const DEMO_SEED_LOCK = 4_242_001;

export interface SeedOptions {
  /** Where the demo images are written (`<dataDir>/media`, the folder the API serves media from). */
  mediaDir: string;
  /** The API's media store, when it is not that folder on disk (an S3 bucket): the demo files go there. */
  mediaStore?: MediaStore;
  now?: Date;
  /** The identity subject of the demo creator; without it only the shared reference data is seeded. */
  demoCreatorSub?: string | undefined;
  /** Identity subjects of the demo fans who are accounts (DEMO_FANS order). */
  demoFanSubs?: readonly string[] | undefined;
}

/**
 * Seeds what every database needs (the push calendar; prices and durations come with the migrations) and,
 * given a subject, the demo creator's profile and content. Idempotent: the calendar only adds missing days,
 * and the demo content is written only when the creator has no collection yet.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  await seedPushCalendar(db, now);
  if (!options.demoCreatorSub) return;
  const wrote = await seedDemoCreator(
    db,
    options.demoCreatorSub,
    options.mediaStore ?? options.mediaDir,
    now,
    options.demoFanSubs ?? [],
  );
  // A bulk load is followed by ANALYZE (PostgreSQL's advice): without statistics of the rows just written the
  // planner guesses, and the demo's lists ran several times slower until autovacuum came by (issue 13).
  if (wrote) await sql`analyze`.execute(db);
}

/** The demo creator with the terms accepted and a display name, and a full back office to look at. */
export async function seedDemoCreator(
  db: Kysely<Database>,
  sub: string,
  mediaDir: string | MediaStore,
  now: Date,
  demoFanSubs: readonly string[] = [],
): Promise<boolean> {
  const creator = await provisionCreator(db, {
    sub,
    username: DEMO_CREATOR.email,
    email: DEMO_CREATOR.email,
    displayName: DEMO_CREATOR.displayName,
  });
  await db
    .updateTable('creators')
    .set({
      display_name: creator.display_name ?? DEMO_CREATOR.displayName,
      privacy_policy_accepted: true,
      terms_of_service_accepted: true,
      terms_of_use_accepted: true,
    })
    .where('id', '=', creator.id)
    .execute();
  // One transaction: a seed interrupted half-way leaves no collection behind, so the next run starts over.
  // The advisory lock makes two API processes starting together on one PostgreSQL seed one after the other.
  // Whether this call wrote the demo content (false when it was there already).
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`.execute(trx);
    const seeded = await trx
      .selectFrom('collections')
      .select('id')
      .where('creator_id', '=', creator.id)
      .executeTakeFirst();
    // Fans came with the push audiences (issue 9): a demo creator seeded before them gets them too.
    const fan = await trx
      .selectFrom('fans')
      .select('id')
      .where('creator_id', '=', creator.id)
      .executeTakeFirst();
    if (!fan) await seedDemoFans(trx, creator.id);
    if (!seeded) {
      // Loaded only to make the demo cloud: its pictures and videos need sharp and mediabunny, which an API that
      // seeds no demo (production) or seeded it already should not hold in memory (issue 13).
      const { seedDemoCloud } = await import('./demo-cloud');
      const medias = await seedDemoCloud(trx, creator.id, mediaDir);
      await seedDemoContent(trx, creator.id, medias, now);
    }
    // Conversations and sales came with the fan side: a demo creator seeded before them gets them too.
    const medias = await trx.selectFrom('medias').selectAll().where('creator_id', '=', creator.id).execute();
    const talked = await seedDemoConversations(trx, creator.id, medias, now, demoFanSubs);
    // Eighteen months of sales and payouts came with incomes: a demo creator seeded before them gets them too.
    const earned = await seedDemoIncomes(trx, creator.id, now);
    return !seeded || talked || earned;
  });
}
