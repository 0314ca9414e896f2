import { type Kysely, sql } from 'kysely';

/**
 * The fan side (DESIGN "The fan side", "Money", "Live updates"): fans become accounts of the identity, a fan's
 * row with a creator becomes that pair's conversation (activity, unread count, spend, the creator's note),
 * messages and the medias they sell, saved replies, payments, one append-only ledger, and the live events that
 * the event stream replays after a cut.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fan_accounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('sub', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('creators')
    .addColumn('subscription_price_value', 'integer', (c) => c.check(sql`subscription_price_value > 0`))
    .addColumn('subscription_price_currency', 'text')
    .execute();

  await db.schema
    .alterTable('fans')
    .addColumn('account_id', 'uuid', (c) => c.references('fan_accounts.id').onDelete('set null'))
    .addColumn('subscribed_until', 'timestamptz')
    .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`unread_count >= 0`))
    .addColumn('lifetime_spend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_purchase_at', 'timestamptz')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note_updated_at', 'timestamptz')
    .execute();
  await sql`update fans set last_activity_at = created_at`.execute(db);
  await db.schema
    .createIndex('fans_account_creator')
    .unique()
    .on('fans')
    .columns(['account_id', 'creator_id'])
    .where(sql.ref('account_id'), 'is not', null)
    .execute();
  // The inbox's first page is one range of this index (issue: 10,000 conversations, one query).
  await db.schema
    .createIndex('fans_inbox')
    .on('fans')
    .columns(['creator_id', 'last_activity_at desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('fan_id', 'uuid', (c) => c.notNull().references('fans.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull().check(sql`sender in ('creator', 'fan')`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('text', 'media', 'push')`))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_value', 'integer', (c) => c.check(sql`price_value > 0`))
    .addColumn('price_currency', 'text')
    .addColumn('teaser_media_id', 'uuid', (c) => c.references('medias.id').onDelete('set null'))
    .addColumn('push_id', 'uuid', (c) => c.references('pushes.id').onDelete('cascade'))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('messages_thread')
    .on('messages')
    .columns(['fan_id', 'sent_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('messages_push').on('messages').column('push_id').execute();

  await db.schema
    .createTable('message_medias')
    .addColumn('message_id', 'uuid', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('media_id', 'uuid', (c) => c.notNull().references('medias.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_medias_pk', ['message_id', 'media_id'])
    .execute();
  await db.schema.createIndex('message_medias_media').on('message_medias').column('media_id').execute();

  await db.schema
    .createTable('saved_replies')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('saved_replies_creator').on('saved_replies').column('creator_id').execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('fan_id', 'uuid', (c) => c.notNull().references('fans.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) =>
      c.notNull().check(sql`source in ('push', 'message', 'tip', 'subscription', 'booking')`),
    )
    .addColumn('item_id', 'uuid')
    .addColumn('amount_value', 'integer', (c) => c.notNull().check(sql`amount_value > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`state in ('pending', 'confirmed', 'declined', 'reversed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payments_fan').on('payments').column('fan_id').execute();

  // Append-only: a sale, or a refund or chargeback that reverses one (amounts negated). Never updated.
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('fan_id', 'uuid', (c) => c.notNull().references('fans.id').onDelete('cascade'))
    .addColumn('payment_id', 'uuid', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('sale', 'refund', 'chargeback')`))
    .addColumn('source', 'text', (c) =>
      c.notNull().check(sql`source in ('push', 'message', 'tip', 'subscription', 'booking')`),
    )
    .addColumn('item_id', 'uuid')
    .addColumn('gross', 'integer', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull())
    .addColumn('net', 'integer', (c) => c.notNull().check(sql`net = gross - fee`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('available_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reverses', 'uuid', (c) => c.references('ledger_entries.id'))
    // The payment service's event: the same event delivered twice is one row.
    .addColumn('event_id', 'text', (c) => c.notNull().unique())
    .addCheckConstraint('ledger_sign', sql`(kind = 'sale') = (gross > 0 and reverses is null)`)
    .execute();
  // A sale is reversed at most once.
  await db.schema
    .createIndex('ledger_reversed_once')
    .unique()
    .on('ledger_entries')
    .column('reverses')
    .where(sql.ref('reverses'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('ledger_creator_time')
    .on('ledger_entries')
    .columns(['creator_id', 'occurred_at desc'])
    .execute();
  await db.schema
    .createIndex('ledger_fan_item')
    .on('ledger_entries')
    .columns(['fan_id', 'source', 'item_id'])
    .execute();

  await db.schema
    .createTable('live_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('creator_id', 'uuid', (c) => c.references('creators.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.references('fan_accounts.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('conversation_id', 'uuid')
    .addColumn('message_id', 'uuid')
    .addColumn('entry_id', 'uuid')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('live_events_creator')
    .on('live_events')
    .columns(['creator_id', 'id'])
    .execute();
  await db.schema
    .createIndex('live_events_account')
    .on('live_events')
    .columns(['account_id', 'id'])
    .execute();

  // Mass messages are pushes: each delivery shows in the fan's thread, whoever wrote the delivery.
  await sql`
    create function push_delivery_message() returns trigger language plpgsql as $$
    begin
      insert into messages (creator_id, fan_id, sender, kind, text, push_id, sent_at)
      select p.creator_id, new.fan_id, 'creator', 'push', p.caption, p.id, new.delivered_at
      from pushes p where p.id = new.push_id;
      update fans set last_activity_at = greatest(last_activity_at, new.delivered_at) where id = new.fan_id;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger push_delivery_message after insert on push_deliveries
    for each row execute function push_delivery_message()`.execute(db);
  await sql`
    insert into messages (creator_id, fan_id, sender, kind, text, push_id, sent_at)
    select p.creator_id, d.fan_id, 'creator', 'push', p.caption, p.id, d.delivered_at
    from push_deliveries d join pushes p on p.id = d.push_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger push_delivery_message on push_deliveries`.execute(db);
  await sql`drop function push_delivery_message()`.execute(db);
  for (const table of [
    'live_events',
    'ledger_entries',
    'payments',
    'saved_replies',
    'message_medias',
    'messages',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('fans_inbox').execute();
  await db.schema.dropIndex('fans_account_creator').execute();
  await db.schema
    .alterTable('fans')
    .dropColumn('account_id')
    .dropColumn('subscribed_until')
    .dropColumn('last_activity_at')
    .dropColumn('unread_count')
    .dropColumn('lifetime_spend')
    .dropColumn('last_purchase_at')
    .dropColumn('note')
    .dropColumn('note_updated_at')
    .execute();
  await db.schema
    .alterTable('creators')
    .dropColumn('subscription_price_value')
    .dropColumn('subscription_price_currency')
    .execute();
  await db.schema.dropTable('fan_accounts').execute();
}
