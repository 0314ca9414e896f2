import { type Kysely, sql } from 'kysely';

/**
 * The creator's account settings (the language column comes with the notifications, 0020): the payout method with
 * its cool-down, and a requested closure (30 days to change one's mind, then the deletion job removes everything).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One payout method per creator; a change starts a cool-down during which payouts hold.
  await db.schema
    .createTable('payout_methods')
    .addColumn('creator_id', 'uuid', (c) => c.primaryKey().references('creators.id').onDelete('cascade'))
    .addColumn('iban', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('payouts_held_until', 'timestamptz', (c) => c.notNull())
    .execute();

  // A closing account: the row is the deletion job itself, taken once by one process when `delete_after` passes.
  await db.schema
    .createTable('account_closures')
    .addColumn('creator_id', 'uuid', (c) => c.primaryKey().references('creators.id').onDelete('cascade'))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('delete_after', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('account_closures_due').on('account_closures').column('delete_after').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_closures').execute();
  await db.schema.dropTable('payout_methods').execute();
}
