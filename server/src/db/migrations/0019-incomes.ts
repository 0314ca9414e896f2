import { type Kysely, sql } from 'kysely';

/**
 * Incomes: a rollup of the ledger, payouts and their schedule.
 *
 * Why a rollup rather than an index: a year by day over two million lines of one creator would read two
 * million rows through any index (every line counts), far over the 100 ms a chart may take. The rollup holds one
 * row per creator, currency, source and UTC quarter-hour (at most 35,040 quarter-hours a year per source), kept
 * by a trigger in the same transaction as the ledger row, so it can never disagree with the lines. Quarter-hours
 * because every zone's offset is a multiple of 15 minutes (Paris, New York, Kolkata +05:30, Kathmandu +05:45):
 * any zone's day, DST days included, is a whole number of quarter-hours, so its sum is exact.
 *
 * A year of quarter-hours is still 175,000 rows for a busy creator, measured at about a second on a loaded
 * PostgreSQL: so a second rollup, by the creator's own day (`ledger_day_rollups`, 365 rows a year per source),
 * is what the reports read. It is kept by the same trigger, and rebuilt from the quarter-hours (exactly, for the
 * reason above) when the creator changes time zone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_rollups')
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('slot', 'timestamptz', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('sales', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reversals', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('net', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sale_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reversal_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ledger_rollups_pk', ['creator_id', 'currency', 'slot', 'source'])
    .execute();
  await db.schema
    .createTable('ledger_day_rollups')
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('sales', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reversals', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('net', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sale_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reversal_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ledger_day_rollups_pk', ['creator_id', 'currency', 'day', 'source'])
    .execute();
  // The ledger is append-only; a row leaves only with its fan or creator. Then its sums leave the rollup too,
  // by an update only: when the creator goes, the cascade may have removed the rollup row first.
  await sql`
    create function ledger_rollup_apply() returns trigger language plpgsql as $$
    declare
      row ledger_entries%rowtype;
      sale boolean;
      local_day date;
    begin
      if tg_op = 'INSERT' then row := new; else row := old; end if;
      sale := row.kind = 'sale';
      local_day := (row.occurred_at at time zone (select time_zone from creators where id = row.creator_id))::date;
      if tg_op = 'DELETE' then
        update ledger_day_rollups set
          sales = sales - (case when sale then row.gross else 0 end),
          reversals = reversals - (case when sale then 0 else row.gross end),
          fee = fee - row.fee,
          net = net - row.net,
          sale_count = sale_count - (case when sale then 1 else 0 end),
          reversal_count = reversal_count - (case when sale then 0 else 1 end)
        where creator_id = row.creator_id and currency = row.currency and source = row.source and day = local_day;
        update ledger_rollups set
          sales = sales - (case when sale then row.gross else 0 end),
          reversals = reversals - (case when sale then 0 else row.gross end),
          fee = fee - row.fee,
          net = net - row.net,
          sale_count = sale_count - (case when sale then 1 else 0 end),
          reversal_count = reversal_count - (case when sale then 0 else 1 end)
        where creator_id = row.creator_id and currency = row.currency and source = row.source
          and slot = date_bin('15 minutes', row.occurred_at, timestamptz '2000-01-01 00:00:00+00');
        return null;
      end if;
      insert into ledger_rollups as r
        (creator_id, currency, slot, source, sales, reversals, fee, net, sale_count, reversal_count)
      values (
        row.creator_id, row.currency,
        date_bin('15 minutes', row.occurred_at, timestamptz '2000-01-01 00:00:00+00'),
        row.source,
        case when sale then row.gross else 0 end,
        case when sale then 0 else row.gross end,
        row.fee, row.net,
        case when sale then 1 else 0 end,
        case when sale then 0 else 1 end)
      on conflict (creator_id, currency, slot, source) do update set
        sales = r.sales + excluded.sales,
        reversals = r.reversals + excluded.reversals,
        fee = r.fee + excluded.fee,
        net = r.net + excluded.net,
        sale_count = r.sale_count + excluded.sale_count,
        reversal_count = r.reversal_count + excluded.reversal_count;
      insert into ledger_day_rollups as d
        (creator_id, currency, day, source, sales, reversals, fee, net, sale_count, reversal_count)
      values (
        row.creator_id, row.currency, local_day, row.source,
        case when sale then row.gross else 0 end,
        case when sale then 0 else row.gross end,
        row.fee, row.net,
        case when sale then 1 else 0 end,
        case when sale then 0 else 1 end)
      on conflict (creator_id, currency, day, source) do update set
        sales = d.sales + excluded.sales,
        reversals = d.reversals + excluded.reversals,
        fee = d.fee + excluded.fee,
        net = d.net + excluded.net,
        sale_count = d.sale_count + excluded.sale_count,
        reversal_count = d.reversal_count + excluded.reversal_count;
      -- The creator's first sale puts them on the payout schedule: the Monday, 06:00 UTC, after it frees up.
      insert into payout_schedules (creator_id, next_run_at)
      values (row.creator_id, date_trunc('week', greatest(now(), row.available_at) at time zone 'UTC')
        at time zone 'UTC' + interval '7 days 6 hours')
      on conflict (creator_id) do nothing;
      return null;
    end $$`.execute(db);

  await db.schema
    .createTable('payouts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'processing', 'paid', 'failed')`),
    )
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addCheckConstraint('payout_failure_reason', sql`(status = 'failed') = (failure_reason is not null)`)
    .execute();
  await db.schema
    .createIndex('payouts_creator_time')
    .on('payouts')
    .columns(['creator_id', 'created_at desc', 'id desc'])
    .execute();
  // Which lines a payout paid; a failed payout keeps its lines (what it tried to pay), which become available again.
  await db.schema
    .createTable('payout_lines')
    .addColumn('payout_id', 'uuid', (c) => c.notNull().references('payouts.id').onDelete('cascade'))
    .addColumn('entry_id', 'uuid', (c) => c.notNull().references('ledger_entries.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('payout_lines_pk', ['payout_id', 'entry_id'])
    .execute();
  await db.schema.createIndex('payout_lines_entry').on('payout_lines').column('entry_id').execute();
  // The platform's payout events: the same event twice changes a payout once.
  await db.schema
    .createTable('payout_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('payout_id', 'uuid', (c) => c.notNull().references('payouts.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The payout job's persisted schedule: one row per creator, claimed FOR UPDATE SKIP LOCKED by one process.
  await db.schema
    .createTable('payout_schedules')
    .addColumn('creator_id', 'uuid', (c) => c.primaryKey().references('creators.id').onDelete('cascade'))
    .addColumn('next_run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('payout_schedules_due').on('payout_schedules').column('next_run_at').execute();
  // A CSV export asked for: its link names this row (an unguessable id, short-lived), so a browser downloads
  // it with a plain link and any API process can serve it.
  await db.schema
    .createTable('income_exports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('creators.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('from_day', 'text', (c) => c.notNull())
    .addColumn('to_day', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Pending balances read the lines still on hold, found by when they free up; net and currency come from the
  // index alone (a busy creator has tens of thousands of lines in a week's hold).
  await sql`create index ledger_creator_available on ledger_entries (creator_id, available_at) include (currency, net)`.execute(
    db,
  );

  await sql`
    insert into ledger_rollups
      (creator_id, currency, slot, source, sales, reversals, fee, net, sale_count, reversal_count)
    select creator_id, currency, date_bin('15 minutes', occurred_at, timestamptz '2000-01-01 00:00:00+00'), source,
      sum(case when kind = 'sale' then gross else 0 end), sum(case when kind = 'sale' then 0 else gross end),
      sum(fee), sum(net), count(*) filter (where kind = 'sale'), count(*) filter (where kind <> 'sale')
    from ledger_entries group by 1, 2, 3, 4`.execute(db);
  await sql`
    create function ledger_day_rollup_rezone() returns trigger language plpgsql as $$
    begin
      delete from ledger_day_rollups where creator_id = new.id;
      perform ledger_day_rollup_fill(new.id, new.time_zone);
      return null;
    end $$`.execute(db);
  // The creator's days from the quarter-hours: exact in any zone (every offset is whole quarter-hours).
  await sql`
    create function ledger_day_rollup_fill(creator uuid, zone text) returns void language sql as $$
      insert into ledger_day_rollups
        (creator_id, currency, day, source, sales, reversals, fee, net, sale_count, reversal_count)
      select creator_id, currency, (slot at time zone zone)::date, source,
        sum(sales), sum(reversals), sum(fee), sum(net), sum(sale_count), sum(reversal_count)
      from ledger_rollups where creator_id = creator group by 1, 2, 3, 4
    $$`.execute(db);
  await sql`select ledger_day_rollup_fill(id, time_zone) from creators`.execute(db);
  await sql`
    create trigger ledger_day_rollup_rezone after update of time_zone on creators
    for each row when (old.time_zone is distinct from new.time_zone)
    execute function ledger_day_rollup_rezone()`.execute(db);
  await sql`
    insert into payout_schedules (creator_id, next_run_at)
    select distinct creator_id, date_trunc('week', now() at time zone 'UTC') at time zone 'UTC'
      + interval '7 days 6 hours' from ledger_entries`.execute(db);
  await sql`
    create trigger ledger_rollup after insert or delete on ledger_entries
    for each row execute function ledger_rollup_apply()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ledger_rollup on ledger_entries`.execute(db);
  await sql`drop function ledger_rollup_apply()`.execute(db);
  await sql`drop trigger ledger_day_rollup_rezone on creators`.execute(db);
  await sql`drop function ledger_day_rollup_rezone()`.execute(db);
  await sql`drop function ledger_day_rollup_fill(uuid, text)`.execute(db);
  await db.schema.dropTable('ledger_day_rollups').execute();
  await db.schema.dropIndex('ledger_creator_available').execute();
  await db.schema.dropTable('income_exports').execute();
  await db.schema.dropTable('payout_schedules').execute();
  await db.schema.dropTable('payout_events').execute();
  await db.schema.dropTable('payout_lines').execute();
  await db.schema.dropTable('payouts').execute();
  await db.schema.dropTable('ledger_rollups').execute();
}
