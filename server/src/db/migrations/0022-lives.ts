import { type Kysely, sql } from 'kysely';

const SOURCES_BEFORE = "'push', 'message', 'tip', 'subscription', 'booking'";
const SOURCES_WITH_LIVE = `${SOURCES_BEFORE}, 'live'`;

async function replaceSourceChecks(db: Kysely<unknown>, sources: string): Promise<void> {
  for (const table of ['payments', 'ledger_entries']) {
    await sql
      .raw(
        `alter table ${table} drop constraint if exists ${table}_source_check, ` +
          `add constraint ${table}_source_check check (source in (${sources}))`,
      )
      .execute(db);
  }
}

/**
 * Lives (spec 1 "live sessions", spec 2 "live configuration"): a live the creator schedules for an audience, free
 * or with a ticket, the notices its fans get (told once when scheduled, reminded once before it starts, told once
 * when cancelled: the key of a notice makes a second one impossible), each creator's stream key for the operator's
 * ingest service, and tickets as sales of the ledger (source `live`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lives')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('teaser_media_id', 'uuid', (c) => c.references('medias.id').onDelete('set null'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    // The zone the start was chosen in (DESIGN "Time"): the creator's day of the live.
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().check(sql`duration_minutes > 0`))
    .addColumn('targets', 'jsonb', (c) => c.notNull())
    // Null for a free live.
    .addColumn('price_value', 'integer', (c) => c.check(sql`price_value > 0`))
    .addColumn('price_currency', 'text')
    .addColumn('chat', 'boolean', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('scheduled').check(sql`state in ('scheduled', 'cancelled')`),
    )
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('announced_at', 'timestamptz')
    .addColumn('reminded_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('lives_creator_start')
    .on('lives')
    .columns(['creator_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('live_notices')
    .addColumn('live_id', 'uuid', (c) => c.notNull().references('lives.id').onDelete('cascade'))
    .addColumn('fan_id', 'uuid', (c) => c.notNull().references('fans.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('scheduled', 'reminder', 'cancelled')`))
    .addColumn('delivered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('live_notices_once', ['live_id', 'fan_id', 'kind'])
    .execute();
  await db.schema.createIndex('live_notices_fan').on('live_notices').column('fan_id').execute();

  await db.schema
    .createTable('live_stream_keys')
    .addColumn('creator_id', 'uuid', (c) => c.primaryKey().references('creators.id').onDelete('cascade'))
    .addColumn('stream_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await replaceSourceChecks(db, SOURCES_WITH_LIVE);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceSourceChecks(db, SOURCES_BEFORE);
  await db.schema.dropTable('live_stream_keys').execute();
  await db.schema.dropTable('live_notices').execute();
  await db.schema.dropTable('lives').execute();
}
