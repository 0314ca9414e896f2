import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Seeded days cover the calendar window (spec 5: today plus 3 months) with a margin. */
const SEEDED_DAYS = 100;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The push calendar for everyone: the platform publishes on Fridays (marked days) and takes no pushes on
 * the 1st of each month (restricted days). Re-running adds only the days not yet there.
 */
export async function seedPushCalendar(db: Kysely<Database>, now: Date): Promise<void> {
  const publication: { day: string }[] = [];
  const restricted: { day: string }[] = [];
  for (let i = 0; i < SEEDED_DAYS; i += 1) {
    const date = new Date(now.getTime() + i * DAY_MS);
    if (date.getUTCDay() === 5) publication.push({ day: isoDay(date) });
    if (date.getUTCDate() === 1) restricted.push({ day: isoDay(date) });
  }
  if (publication.length > 0) {
    await db
      .insertInto('push_publication_days')
      .values(publication)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  if (restricted.length > 0) {
    await db
      .insertInto('push_restricted_days')
      .values(restricted)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
