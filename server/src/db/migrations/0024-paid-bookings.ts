import { type Kysely, sql } from 'kysely';

/**
 * A paid consultation booked by a fan is confirmed only once the platform confirms its payment: until then it
 * waits (`awaiting_payment`), holding its slot until `hold_until` so two fans never pay for the same time.
 * `payment_id` is what a cancellation refunds. Bookings made before this are confirmed. And the ledger is
 * read by item: what a push sold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('confirmed').check(sql`state in ('awaiting_payment', 'confirmed')`),
    )
    .addColumn('payment_id', 'uuid', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('hold_until', 'timestamptz')
    .execute();
  // What one item sold (a push's buyers and revenue in the push list) is read by item, not by fan.
  await db.schema.createIndex('ledger_item').on('ledger_entries').columns(['item_id', 'source']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_item').execute();
  await db.schema
    .alterTable('bookings')
    .dropColumn('state')
    .dropColumn('payment_id')
    .dropColumn('hold_until')
    .execute();
}
