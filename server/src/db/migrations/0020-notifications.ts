import { type Kysely, sql } from 'kysely';

/**
 * Notifications: one row per thing that happened to a creator, written in the transaction that made it happen,
 * with a group key so that "12 fans bought Sunset" is one group read by one query; the creator's choices per
 * category and channel (quiet hours, daily digest); one outbox row per notification and channel so a mail is
 * sent once, after the commit, with retries; the creator's language, which the mails are written in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Another area may add the language first: either way the column is the same.
  await sql`alter table creators add column if not exists language text not null default 'fr'`.execute(db);

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // Security and payment alerts: shown and mailed whatever the creator's preferences say.
    .addColumn('mandatory', 'boolean', (c) => c.notNull().defaultTo(false))
    // False when the creator turned the category off in the app but still wants its mail.
    .addColumn('in_app', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('notifications_creator_time')
    .on('notifications')
    .columns(['creator_id', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('notifications_group')
    .on('notifications')
    .columns(['creator_id', 'group_key'])
    .execute();
  await db.schema
    .createIndex('notifications_unread')
    .on('notifications')
    .column('creator_id')
    .where(sql<boolean>`read_at is null and in_app`)
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('creator_id', 'uuid', (c) => c.primaryKey().references('creators.id').onDelete('cascade'))
    // { [category]: { inApp: boolean, email: boolean } }; a category missing is on in both channels.
    .addColumn('channels', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // Local wall-clock minutes of the day in the creator's zone; both null when there are no quiet hours.
    .addColumn('quiet_start', 'integer', (c) => c.check(sql`quiet_start between 0 and 1439`))
    .addColumn('quiet_end', 'integer', (c) => c.check(sql`quiet_end between 0 and 1439`))
    .addColumn('daily_digest', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('notification_mails')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('notification_id', 'uuid', (c) =>
      c.notNull().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email')`))
    // A digest mail gathers every row of the creator due at the same time.
    .addColumn('digest', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .addUniqueConstraint('notification_mails_once', ['notification_id', 'channel'])
    .execute();
  await db.schema
    .createIndex('notification_mails_due')
    .on('notification_mails')
    .column('due_at')
    .where(sql<boolean>`sent_at is null and failed_at is null`)
    .execute();

  await db.schema.alterTable('live_events').addColumn('notification_id', 'uuid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('live_events').dropColumn('notification_id').execute();
  await db.schema.dropTable('notification_mails').execute();
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('notifications').execute();
}
