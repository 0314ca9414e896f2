import { type Kysely, sql } from 'kysely';

/**
 * What anonymous visitors may do, counted where every API process sees it: request counts per key and window
 * (the rate limits), and indexes for the caps on pending bookings per email and bookings per creator per day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counts_resets')
    .on('rate_limit_counts')
    .column('resets_at')
    .execute();
  await db.schema
    .createIndex('bookings_attendee_email')
    .on('bookings')
    .expression(sql`lower(attendee_email), starts_at`)
    .execute();
  await db.schema
    .createIndex('bookings_creator_created')
    .on('bookings')
    .columns(['creator_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_creator_created').execute();
  await db.schema.dropIndex('bookings_attendee_email').execute();
  await db.schema.dropTable('rate_limit_counts').execute();
}
