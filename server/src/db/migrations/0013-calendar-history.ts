import { type Kysely, sql } from 'kysely';

/**
 * Calendars and history that last: each booking's calendar event names the connection that wrote it (so a
 * cancellation removes it from that calendar), a connection switched off by a mere hiccup (`unreachable`) is
 * Synced again (only refused credentials switch one off now), and a deleted consultation is archived, not
 * erased, so that the bookings it had stay in the creator's history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('calendar_connection_id', 'uuid', (c) =>
      c.references('calendar_connections.id').onDelete('set null'),
    )
    .execute();
  // Events written so far went to the creator's one connection of the time, the one still connected.
  await sql`
    update bookings set calendar_connection_id = (
      select c.id from calendar_connections c where c.creator_id = bookings.creator_id
      order by c.status desc, c.connected_at desc limit 1)
    where calendar_event_id is not null`.execute(db);
  await sql`
    update calendar_connections set status = 'Synced'
    where status = 'Unsynced' and failure = 'unreachable'`.execute(db);
  await db.schema.alterTable('consultations').addColumn('deleted_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from consultations where deleted_at is not null`.execute(db);
  await db.schema.alterTable('consultations').dropColumn('deleted_at').execute();
  await db.schema.alterTable('bookings').dropColumn('calendar_connection_id').execute();
}
