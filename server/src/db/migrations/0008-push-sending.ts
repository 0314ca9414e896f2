import { type Kysely, sql } from 'kysely';

/**
 * Paid pushes really go out: the creator's fans and the audiences they belong to, a push's state
 * (scheduled -> sending -> sent, or failed with the reason), a version bumped by every change, the idempotency
 * key of its creation, and one delivery row per recipient whose key makes a second delivery impossible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fans')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // A fan subscribed now, or whose subscription ended; null for a fan who never subscribed.
    .addColumn('subscription', 'text', (c) => c.check(sql`subscription in ('active', 'expired')`))
    .addColumn('follows', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('purchases', 'integer', (c) => c.notNull().defaultTo(0).check(sql`purchases >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('fans_creator').on('fans').column('creator_id').execute();

  await db.schema
    .alterTable('pushes')
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('scheduled').check(sql`state in ('scheduled', 'sending', 'sent', 'failed')`),
    )
    .addColumn('failure_reason', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('idempotency_key', 'text')
    .addColumn('idempotency_fingerprint', 'text')
    .execute();
  // Pushes published before this migration went out already.
  await sql`update pushes set state = 'sent', sent_at = published_at where published_at is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('pushes_idempotency_key')
    .unique()
    .on('pushes')
    .columns(['creator_id', 'idempotency_key'])
    .where(sql.ref('idempotency_key'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('pushes_sending')
    .on('pushes')
    .column('state')
    .where(sql.ref('state'), '=', 'sending')
    .execute();

  await db.schema
    .createTable('push_deliveries')
    .addColumn('push_id', 'uuid', (c) => c.notNull().references('pushes.id').onDelete('cascade'))
    .addColumn('fan_id', 'uuid', (c) => c.notNull().references('fans.id').onDelete('cascade'))
    .addColumn('delivered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('push_deliveries_once', ['push_id', 'fan_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_deliveries').execute();
  await db.schema.dropIndex('pushes_sending').execute();
  await db.schema.dropIndex('pushes_idempotency_key').execute();
  await db.schema
    .alterTable('pushes')
    .dropColumn('state')
    .dropColumn('failure_reason')
    .dropColumn('sent_at')
    .dropColumn('version')
    .dropColumn('idempotency_key')
    .dropColumn('idempotency_fingerprint')
    .execute();
  await db.schema.dropTable('fans').execute();
}
