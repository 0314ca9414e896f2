import { type Kysely, sql } from 'kysely';

/**
 * The consultation catalog (spec 1, 2, 7): calendar providers and their connections with the local OAuth
 * round trip, consultations, weekly availability and bookings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_providers')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('calendar_providers' as never)
    .values([
      { name: 'google', position: 1 },
      { name: 'outlook', position: 2 },
    ] as never)
    .execute();
  await db.schema
    .createTable('calendar_connections')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().references('calendar_providers.name'))
    .addColumn('connected_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('calendar_connections_creator_provider', ['creator_id', 'provider'])
    .execute();
  // One row per authorization attempt: the state ties the provider's answer to the creator who asked, the
  // code is single use and expires (OAuth 2.0 authorization code, RFC 6749 4.1).
  await db.schema
    .createTable('calendar_authorizations')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.unique())
    .addColumn('code_expires_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('consultations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('price_value', 'integer', (c) => c.notNull())
    .addColumn('price_currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('availabilities')
    .addColumn('creator_id', 'uuid', (c) => c.primaryKey().references('creators.id').onDelete('cascade'))
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('availability_slots')
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('availability_slots_pk', ['creator_id', 'position'])
    .execute();
  await db.schema
    .createTable('bookings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('consultation_id', 'uuid', (c) =>
      c.notNull().references('consultations.id').onDelete('cascade'),
    )
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attendee_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bookings_creator_day')
    .on('bookings')
    .columns(['creator_id', 'starts_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'bookings',
    'availability_slots',
    'availabilities',
    'consultations',
    'calendar_authorizations',
    'calendar_connections',
    'calendar_providers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
