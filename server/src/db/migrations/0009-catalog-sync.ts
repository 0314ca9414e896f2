import { type Kysely, sql } from 'kysely';

/**
 * The catalog for real: booking settings beyond weekly hours, consultations that can be paused,
 * bookings that know who booked and in which zones, calendar connections that hold their credentials
 * (encrypted) and their health, authorization states with a PKCE verifier, and the CalDAV provider.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('availabilities')
    .addColumn('buffer_before_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('buffer_after_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_notice_minutes', 'integer', (c) => c.notNull().defaultTo(120))
    .addColumn('booking_window_days', 'integer', (c) => c.notNull().defaultTo(60))
    .addColumn('overrides', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .alterTable('consultations')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('attendee_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attendee_time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Europe/Paris'))
    .addColumn('calendar_event_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A second line of defence under the per-creator lock: one booking per creator and start instant.
  await db.schema
    .createIndex('bookings_creator_start')
    .on('bookings')
    .columns(['creator_id', 'starts_at'])
    .unique()
    .execute();
  await db.schema
    .alterTable('calendar_connections')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Synced'))
    .addColumn('failure', 'text')
    .addColumn('credentials', 'text')
    .execute();
  await db.schema.alterTable('calendar_authorizations').addColumn('code_verifier', 'text').execute();
  await db
    .insertInto('calendar_providers' as never)
    .values([
      { name: 'caldav', position: 0 },
      { name: 'local', position: 3 },
    ] as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db
    .deleteFrom('calendar_providers' as never)
    .where('name' as never, 'in', ['caldav', 'local'] as never)
    .execute();
  await db.schema.alterTable('calendar_authorizations').dropColumn('code_verifier').execute();
  await db.schema
    .alterTable('calendar_connections')
    .dropColumn('status')
    .dropColumn('failure')
    .dropColumn('credentials')
    .execute();
  await db.schema.dropIndex('bookings_creator_start').execute();
  await db.schema
    .alterTable('bookings')
    .dropColumn('attendee_email')
    .dropColumn('attendee_time_zone')
    .dropColumn('time_zone')
    .dropColumn('calendar_event_id')
    .dropColumn('created_at')
    .execute();
  await db.schema.alterTable('consultations').dropColumn('active').execute();
  await db.schema
    .alterTable('availabilities')
    .dropColumn('buffer_before_minutes')
    .dropColumn('buffer_after_minutes')
    .dropColumn('minimum_notice_minutes')
    .dropColumn('booking_window_days')
    .dropColumn('overrides')
    .execute();
}
