import type { LiveCreatePayload, LivePeriod } from '@mym/sdk/contract';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { ListPage } from '../http/paging';
import { holdMedias, type MediaChoiceRow } from './medias';
import type { Database, LedgerEntryRow, LiveRow } from './schema';
import { inTransaction } from './transactions';

type Db = Kysely<Database>;

/** A live with its teaser's media and its ticket figures: tickets held (sales not reversed), net revenue. */
export interface LiveRows {
  row: LiveRow;
  teaser: MediaChoiceRow | null;
  ticketsSold: number;
  /** Net of fees and reversals, in minor units of the live's price currency. */
  revenue: number;
}

function liveColumns(payload: LiveCreatePayload) {
  return {
    title: payload.title.trim(),
    description: payload.description,
    teaser_media_id: payload.teaser?.id ?? null,
    starts_at: new Date(payload.startsAt),
    time_zone: payload.timeZone,
    duration_minutes: payload.durationMinutes,
    targets: JSON.stringify(payload.targets),
    price_value: payload.price?.value ?? null,
    price_currency: payload.price?.currency ?? null,
    chat: payload.chat,
  };
}

/** When a live is over: its start plus its expected duration. */
const endsAt = sql<Date>`lives.starts_at + lives.duration_minutes * interval '1 minute'`;

/** A ticket sale of the live that no refund or chargeback reversed. */
function heldTickets(eb: ExpressionBuilder<Database, 'lives'>) {
  return eb
    .selectFrom('ledger_entries as sale')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('sale.source', '=', 'live')
    .where('sale.kind', '=', 'sale')
    .whereRef('sale.item_id', '=', 'lives.id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ledger_entries as r').select(sql`1`.as('one')).whereRef('r.reverses', '=', 'sale.id'),
        ),
      ),
    );
}

function liveRowsQuery(db: Db) {
  return db
    .selectFrom('lives')
    .selectAll('lives')
    .select((eb) => [
      jsonObjectFrom(
        eb
          .selectFrom('medias')
          .select(['medias.id', 'medias.mime_type', 'medias.thumbhash'])
          .whereRef('medias.id', '=', 'lives.teaser_media_id'),
      ).as('teaser'),
      heldTickets(eb).as('tickets_sold'),
      eb
        .selectFrom('ledger_entries')
        .select(sql<number>`coalesce(sum(net), 0)::int`.as('n'))
        .where('ledger_entries.source', '=', 'live')
        .whereRef('ledger_entries.item_id', '=', 'lives.id')
        .as('revenue'),
    ]);
}

function toLiveRows({
  teaser,
  tickets_sold,
  revenue,
  ...row
}: LiveRow & {
  teaser: MediaChoiceRow | null;
  tickets_sold: number | null;
  revenue: number | null;
}): LiveRows {
  return { row, teaser, ticketsSold: Number(tickets_sold ?? 0), revenue: Number(revenue ?? 0) };
}

/**
 * The creator's lives of one period: upcoming (not over, not cancelled; soonest first) or past (over or
 * cancelled; latest first), one extra row for the page's `pageOf`.
 */
export async function listLives(db: Db, creatorId: string, period: LivePeriod, now: Date, page: ListPage) {
  let query = liveRowsQuery(db).where('lives.creator_id', '=', creatorId);
  if (period === 'upcoming') {
    query = query
      .where('lives.state', '=', 'scheduled')
      .where(sql<boolean>`${endsAt} > ${now}`)
      .orderBy('lives.starts_at', 'asc');
  } else {
    query = query
      .where((eb) => eb.or([eb('lives.state', '=', 'cancelled'), sql<boolean>`${endsAt} <= ${now}`]))
      .orderBy('lives.starts_at', 'desc');
  }
  const rows = await query
    .orderBy('lives.id')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute();
  return rows.map(toLiveRows);
}

/** One of the creator's lives; undefined when it is another creator's or does not exist. */
export async function findLive(db: Db, creatorId: string, id: string): Promise<LiveRows | undefined> {
  const row = await liveRowsQuery(db)
    .where('lives.creator_id', '=', creatorId)
    .where('lives.id', '=', id)
    .executeTakeFirst();
  return row ? toLiveRows(row) : undefined;
}

/**
 * The creator's lives that start in [from, to), cancelled ones left out, soonest first: what a calendar of those
 * instants shows. A calendar that also wants lives already running at `from` asks from `from` minus the longest
 * duration (LIVE_DURATION_MAX_MINUTES).
 */
export function listCreatorLivesBetween(db: Db, creatorId: string, from: Date, to: Date): Promise<LiveRow[]> {
  return db
    .selectFrom('lives')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .where('state', '=', 'scheduled')
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .orderBy('starts_at')
    .orderBy('id')
    .limit(1000)
    .execute();
}

/** Stores a validated live; its audience is told by the next pass of the notice job. */
export function insertLive(db: Db, creatorId: string, payload: LiveCreatePayload): Promise<string> {
  return inTransaction(db, async (trx) => {
    await holdMedias(trx, { teaser: [payload.teaser?.id] });
    const { id } = await trx
      .insertInto('lives')
      .values({ creator_id: creatorId, ...liveColumns(payload) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/** The creator's live row, locked until the caller's transaction ends (a PATCH or a cancel reads then writes). */
export function lockLive(trx: Db, creatorId: string, id: string) {
  return trx
    .selectFrom('lives')
    .selectAll()
    .where('id', '=', id)
    .where('creator_id', '=', creatorId)
    .forUpdate()
    .executeTakeFirst();
}

/** Writes the validated merge of a live and its changes; its version moves on. */
export async function updateLive(trx: Db, id: string, payload: LiveCreatePayload): Promise<void> {
  await holdMedias(trx, { teaser: [payload.teaser?.id] });
  await trx
    .updateTable('lives')
    .set((eb) => ({ ...liveColumns(payload), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** scheduled -> cancelled inside the caller's transaction; the version moves on. */
export async function markLiveCancelled(trx: Db, id: string, now: Date): Promise<void> {
  await trx
    .updateTable('lives')
    .set((eb) => ({ state: 'cancelled', cancelled_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** The live's ticket sales that no refund reversed yet: what a cancellation gives back. */
export function unreversedTicketSales(trx: Db, liveId: string): Promise<LedgerEntryRow[]> {
  return trx
    .selectFrom('ledger_entries as sale')
    .selectAll('sale')
    .where('sale.source', '=', 'live')
    .where('sale.kind', '=', 'sale')
    .where('sale.item_id', '=', liveId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ledger_entries as r').select(sql`1`.as('one')).whereRef('r.reverses', '=', 'sale.id'),
        ),
      ),
    )
    .execute();
}

/** Whether the fan holds a ticket of the live (a sale not reversed). */
export async function holdsTicket(db: Db, fanId: string, liveId: string): Promise<boolean> {
  const sales = await unreversedTicketSales(db, liveId);
  return sales.some((sale) => sale.fan_id === fanId);
}

/** The lives a fan account was told about, with what it was told, newest start first. */
export function listFanLives(db: Db, accountId: string) {
  return db
    .selectFrom('live_notices')
    .innerJoin('fans', 'fans.id', 'live_notices.fan_id')
    .innerJoin('lives', 'lives.id', 'live_notices.live_id')
    .selectAll('lives')
    .select([
      'fans.id as fan_id',
      sql<string[]>`array_agg(live_notices.kind order by live_notices.delivered_at)`.as('notices'),
    ])
    .where('fans.account_id', '=', accountId)
    .groupBy(['lives.id', 'fans.id'])
    .orderBy('lives.starts_at', 'desc')
    .limit(200)
    .execute();
}

/** A live the fan account was told about (scheduled notice) and may buy a ticket of. */
export function findNoticedLive(db: Db, accountId: string, liveId: string) {
  return db
    .selectFrom('live_notices')
    .innerJoin('fans', 'fans.id', 'live_notices.fan_id')
    .innerJoin('lives', 'lives.id', 'live_notices.live_id')
    .selectAll('lives')
    .select('fans.id as fan_id')
    .where('fans.account_id', '=', accountId)
    .where('live_notices.live_id', '=', liveId)
    .executeTakeFirst();
}

/** The creator's stream key, made once with `make` the first time it is asked for. */
export async function ensureStreamKey(db: Db, creatorId: string, make: () => string): Promise<string> {
  await db
    .insertInto('live_stream_keys')
    .values({ creator_id: creatorId, stream_key: make() })
    .onConflict((oc) => oc.column('creator_id').doNothing())
    .execute();
  const { stream_key } = await db
    .selectFrom('live_stream_keys')
    .select('stream_key')
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return stream_key;
}
