import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How many fans the demo creator has: enough for every audience of a push to count some. */
export const DEMO_FAN_COUNT = 60;

/**
 * The demo creator's fans, in every audience: 40 subscribed now, 12 whose subscription ended, 8 who only follow;
 * a third of everyone follows and a quarter bought before. Names are plain, no real person's.
 */
export async function seedDemoFans(db: Kysely<Database>, creatorId: string): Promise<void> {
  const fans = Array.from({ length: DEMO_FAN_COUNT }, (_, i) => ({
    creator_id: creatorId,
    name: `Fan ${String(i + 1).padStart(2, '0')}`,
    subscription: i < 40 ? ('active' as const) : i < 52 ? ('expired' as const) : null,
    follows: i >= 52 || i % 3 === 0,
    purchases: i % 4 === 0 ? 1 + (i % 3) : 0,
  }));
  await db.insertInto('fans').values(fans).execute();
}
