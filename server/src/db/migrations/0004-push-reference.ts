import { type Kysely, sql } from 'kysely';

/**
 * Reference data of the push composer, shared by every creator: preset prices (minor units), discount
 * durations (seconds), publication days the date picker marks and days it disables (spec 2, 3, 7).
 * Prices and durations are product reference data, inserted here so every database has them; the days move
 * with the calendar, so the seed adds them. The API reads all of them from here, never from code constants.
 */
const PRICE_RANGES_MINOR = [500, 1000, 1500, 2000, 2500, 3000, 5000, 10000];
const DISCOUNT_DURATIONS_SECONDS = [10800, 21600, 43200, 86400, 172800, 604800];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_price_ranges')
    .addColumn('value', 'integer', (c) => c.primaryKey().check(sql`value >= 0`))
    .execute();
  await db.schema
    .createTable('push_discount_durations')
    .addColumn('value', 'integer', (c) => c.primaryKey().check(sql`value > 0`))
    .execute();
  await db
    .insertInto('push_price_ranges' as never)
    .values(PRICE_RANGES_MINOR.map((value) => ({ value })) as never)
    .execute();
  await db
    .insertInto('push_discount_durations' as never)
    .values(DISCOUNT_DURATIONS_SECONDS.map((value) => ({ value })) as never)
    .execute();
  await db.schema
    .createTable('push_publication_days')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .execute();
  await db.schema
    .createTable('push_restricted_days')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'push_restricted_days',
    'push_publication_days',
    'push_discount_durations',
    'push_price_ranges',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
