import type { IncomeLineKind, SaleSource } from '@mym/sdk/contract';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from './schema';

/** Sums as PostgreSQL answers them: bigint and numeric come back as text. */
export interface FigureSums {
  sales: string | number | null;
  reversals: string | number | null;
  fee: string | number | null;
  net: string | number | null;
  sale_count: string | number | null;
  reversal_count: string | number | null;
}

/** The lines a figure is made of: one creator's lines of one currency between two instants, narrowed. */
export interface LineFilter {
  creatorId: string;
  currency: string;
  start: Date;
  end: Date;
  source?: SaleSource | undefined;
  kind?: IncomeLineKind | undefined;
  fanId?: string | undefined;
  itemId?: string | undefined;
}

/** Days `from`..`to` (inclusive, `YYYY-MM-DD`) of the creator's calendar, as the day rollup keeps them. */
export interface DaySpan {
  creatorId: string;
  currency: string;
  from: string;
  to: string;
  source?: SaleSource | undefined;
}

const daySums = [
  sql<string>`sum(sales)`.as('sales'),
  sql<string>`sum(reversals)`.as('reversals'),
  sql<string>`sum(fee)`.as('fee'),
  sql<string>`sum(net)`.as('net'),
  sql<string>`sum(sale_count)`.as('sale_count'),
  sql<string>`sum(reversal_count)`.as('reversal_count'),
];

/**
 * The figures of whole days of the creator's calendar, from the day rollup (0019): a year is at most 365 rows
 * per source, the read every report makes.
 */
export function dayTotals(db: Kysely<Database>, span: DaySpan): Promise<FigureSums | undefined> {
  return db
    .selectFrom('ledger_day_rollups')
    .select(daySums)
    .where('creator_id', '=', span.creatorId)
    .where('currency', '=', span.currency)
    .where('day', '>=', span.from)
    .where('day', '<=', span.to)
    .$if(span.source !== undefined, (q) => q.where('source', '=', span.source as SaleSource))
    .executeTakeFirst();
}

export interface DayRow extends FigureSums {
  day: string;
  source: SaleSource;
}

/**
 * Each day's sums by source, oldest first (days with nothing are absent): the rollup holds one row per day and
 * source already, read in its key's order, so there is nothing to group or sort.
 */
export function daySeries(db: Kysely<Database>, span: DaySpan): Promise<DayRow[]> {
  return (
    db
      .selectFrom('ledger_day_rollups')
      .select([
        sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
        'source',
        'sales',
        'reversals',
        'fee',
        'net',
        'sale_count',
        'reversal_count',
      ])
      .where('creator_id', '=', span.creatorId)
      .where('currency', '=', span.currency)
      .where('day', '>=', span.from)
      .where('day', '<=', span.to)
      // Qualified: a bare `day` would sort by the text the select names so.
      .orderBy('ledger_day_rollups.day')
      .orderBy('ledger_day_rollups.source')
      .execute() as Promise<DayRow[]>
  );
}

function filteredLines(db: Kysely<Database>, filter: LineFilter) {
  return db
    .selectFrom('ledger_entries as e')
    .where('e.creator_id', '=', filter.creatorId)
    .where('e.currency', '=', filter.currency)
    .where('e.occurred_at', '>=', filter.start)
    .where('e.occurred_at', '<', filter.end)
    .$if(filter.source !== undefined, (q) => q.where('e.source', '=', filter.source as SaleSource))
    .$if(filter.kind === 'sale', (q) => q.where('e.kind', '=', 'sale'))
    .$if(filter.kind === 'reversal', (q) => q.where('e.kind', '<>', 'sale'))
    .$if(filter.fanId !== undefined, (q) => q.where('e.fan_id', '=', filter.fanId as string))
    .$if(filter.itemId !== undefined, (q) => q.where('e.item_id', '=', filter.itemId as string));
}

const lineSums = (eb: ExpressionBuilder<Database & { e: Database['ledger_entries'] }, 'e'>) => [
  sql<string>`coalesce(sum(e.gross) filter (where e.kind = 'sale'), 0)`.as('sales'),
  sql<string>`coalesce(sum(e.gross) filter (where e.kind <> 'sale'), 0)`.as('reversals'),
  eb.fn.sum<string>('e.fee').as('fee'),
  eb.fn.sum<string>('e.net').as('net'),
  sql<string>`count(*) filter (where e.kind = 'sale')`.as('sale_count'),
  sql<string>`count(*) filter (where e.kind <> 'sale')`.as('reversal_count'),
];

/** The same figures summed over the lines themselves, for filters the rollup does not keep (a fan, an item). */
export function lineTotals(db: Kysely<Database>, filter: LineFilter): Promise<FigureSums | undefined> {
  return filteredLines(db, filter)
    .select((eb) => lineSums(eb))
    .executeTakeFirst();
}

export interface LineCursor {
  at: Date;
  id: string;
}

/** What a line shows: the row, its fan, a title for its item, and the payout that paid it (if one did). */
function withLineDetails<O>(query: SelectQueryBuilder<Database & { e: Database['ledger_entries'] }, 'e', O>) {
  return query
    .innerJoin('fans as f', 'f.id', 'e.fan_id')
    .leftJoin('fan_accounts as a', 'a.id', 'f.account_id')
    .leftJoin('pushes as p', (join) => join.onRef('p.id', '=', 'e.item_id').on('e.source', '=', 'push'))
    .leftJoin('messages as m', (join) => join.onRef('m.id', '=', 'e.item_id').on('e.source', '=', 'message'))
    .leftJoin('bookings as b', (join) => join.onRef('b.id', '=', 'e.item_id').on('e.source', '=', 'booking'))
    .leftJoin('consultations as c', 'c.id', 'b.consultation_id')
    .selectAll('e')
    .select([
      'f.name as fan_name',
      sql<string>`coalesce(a.username, '')`.as('fan_username'),
      sql<string | null>`coalesce(p.caption, m.text, c.title)`.as('item_title'),
      sql<string | null>`(select pl.payout_id from payout_lines pl join payouts po on po.id = pl.payout_id
        where pl.entry_id = e.id and po.status <> 'failed' limit 1)`.as('payout_id'),
    ]);
}

/** A page of lines, newest first, after `cursor`; one more than `limit` says whether a next page exists. */
/**
 * Keyset paging on (occurred_at, id), older or newer than the cursor. The plain bound on `occurred_at` is what the
 * index range scan uses (PostgreSQL does not derive it from the OR): without it every page of an export scanned
 * the creator's lines from the first one, and a million-line CSV took minutes.
 */
function beyondCursor(cursor: LineCursor, side: 'older' | 'newer') {
  const past = side === 'older' ? '<' : '>';
  return (eb: ExpressionBuilder<Database & { e: Database['ledger_entries'] }, 'e'>) =>
    eb.and([
      eb('e.occurred_at', side === 'older' ? '<=' : '>=', cursor.at),
      eb.or([
        eb('e.occurred_at', past, cursor.at),
        eb.and([eb('e.occurred_at', '=', cursor.at), eb('e.id', past, cursor.id)]),
      ]),
    ]);
}

export function linePage(db: Kysely<Database>, filter: LineFilter, limit: number, cursor?: LineCursor) {
  return withLineDetails(
    filteredLines(db, filter).$if(cursor !== undefined, (q) =>
      q.where(beyondCursor(cursor as LineCursor, 'older')),
    ),
  )
    .orderBy('e.occurred_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}

export type LineRow = Awaited<ReturnType<typeof linePage>>[number];

/** The lines one payout paid, newest first. */
export function payoutLinePage(db: Kysely<Database>, payoutId: string, limit: number, cursor?: LineCursor) {
  return withLineDetails(
    db
      .selectFrom('ledger_entries as e')
      .where('e.id', 'in', (eb) =>
        eb.selectFrom('payout_lines').select('entry_id').where('payout_id', '=', payoutId),
      )
      .$if(cursor !== undefined, (q) => q.where(beyondCursor(cursor as LineCursor, 'older'))),
  )
    .orderBy('e.occurred_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * One batch of a period's lines, oldest first, after `cursor`: an export reads the whole period batch by batch
 * (keyset paging), so a million lines never sit in memory together.
 */
export function lineBatch(db: Kysely<Database>, filter: LineFilter, limit: number, after?: LineCursor) {
  return withLineDetails(
    filteredLines(db, filter).$if(after !== undefined, (q) =>
      q.where(beyondCursor(after as LineCursor, 'newer')),
    ),
  )
    .orderBy('e.occurred_at', 'asc')
    .orderBy('e.id', 'asc')
    .limit(limit)
    .execute();
}

/** Every currency the creator's ledger holds. */
export async function ledgerCurrencies(db: Kysely<Database>, creatorId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('ledger_day_rollups')
    .select('currency')
    .distinct()
    .where('creator_id', '=', creatorId)
    .orderBy('currency')
    .execute();
  return rows.map((row) => row.currency);
}

/** Net of every line so far, and of the lines still on hold after `now`, grouped by the creator's day they free up. */
export async function heldNet(
  db: Kysely<Database>,
  creatorId: string,
  currency: string,
  now: Date,
  timeZone: string,
) {
  return db
    .selectFrom('ledger_entries')
    .select([sql<Date>`min(available_at)`.as('available_at'), sql<string>`sum(net)`.as('net')])
    .where('creator_id', '=', creatorId)
    .where('currency', '=', currency)
    .where('available_at', '>', now)
    .groupBy(sql`(available_at at time zone ${timeZone})::date`)
    .orderBy(sql`min(available_at)`)
    .execute();
}

/** Net of every line ever, from the day rollup. */
export async function lifetimeNet(
  db: Kysely<Database>,
  creatorId: string,
  currency: string,
): Promise<string> {
  const row = await db
    .selectFrom('ledger_day_rollups')
    .select(sql<string>`coalesce(sum(net), 0)`.as('net'))
    .where('creator_id', '=', creatorId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row?.net ?? '0';
}

/** Fans by what they brought (gross after reversals), in a span or over every line. */
export function topFans(
  db: Kysely<Database>,
  creatorId: string,
  currency: string,
  span: { start: Date; end: Date } | undefined,
  limit: number,
) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('fans as f', 'f.id', 'e.fan_id')
    .leftJoin('fan_accounts as a', 'a.id', 'f.account_id')
    .select([
      'f.id as fan_id',
      'f.name as fan_name',
      sql<string>`coalesce(a.username, '')`.as('fan_username'),
      sql<string>`sum(e.gross)`.as('gross'),
      sql<string>`sum(e.net)`.as('net'),
      sql<string>`count(*) filter (where e.kind = 'sale')`.as('purchases'),
    ])
    .where('e.creator_id', '=', creatorId)
    .where('e.currency', '=', currency)
    .$if(span !== undefined, (q) =>
      q
        .where('e.occurred_at', '>=', (span as { start: Date }).start)
        .where('e.occurred_at', '<', (span as { end: Date }).end),
    )
    .groupBy(['f.id', 'f.name', 'a.username'])
    .orderBy(sql`sum(e.gross)`, 'desc')
    .orderBy('f.id')
    .limit(limit)
    .execute();
}
