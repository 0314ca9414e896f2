import { type Kysely, sql } from 'kysely';
import type { Database, LedgerEntryRow } from './schema';

export type NewLedgerEntry = Omit<LedgerEntryRow, 'id'>;

/**
 * Appends one row, unless a row of the same payment-service event exists (the same event twice is one sale) or
 * the sale was already reversed: then nothing is written and `undefined` comes back.
 */
export async function appendLedgerEntry(
  db: Kysely<Database>,
  entry: NewLedgerEntry,
): Promise<LedgerEntryRow | undefined> {
  return db
    .insertInto('ledger_entries')
    .values(entry)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findEntryByEvent(db: Kysely<Database>, eventId: string) {
  return db.selectFrom('ledger_entries').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}

export function findSaleOfPayment(db: Kysely<Database>, paymentId: string) {
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .where('kind', '=', 'sale')
    .executeTakeFirst();
}

/** The fan's rows with the creator, newest first: sales and their reversals. */
export function listFanEntries(db: Kysely<Database>, fanId: string) {
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('fan_id', '=', fanId)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

/** Items of one source the fan bought and still owns (a sale with no reversal). */
export async function ownedItems(
  db: Kysely<Database>,
  fanIds: readonly string[],
  source: 'push' | 'message' | 'live',
): Promise<Map<string, Date>> {
  if (fanIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_entries as sale')
    .select(['sale.item_id', 'sale.occurred_at'])
    .where('sale.fan_id', 'in', fanIds)
    .where('sale.source', '=', source)
    .where('sale.kind', '=', 'sale')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ledger_entries as r').select(sql`1`.as('one')).whereRef('r.reverses', '=', 'sale.id'),
        ),
      ),
    )
    .execute();
  return new Map(rows.flatMap((row) => (row.item_id ? [[row.item_id, row.occurred_at] as const] : [])));
}

/** Sum of gross, fee and net per currency between two instants (a report's figures). */
export function ledgerTotals(db: Kysely<Database>, creatorId: string, from: Date, to: Date) {
  return db
    .selectFrom('ledger_entries')
    .select(({ fn }) => [
      'currency',
      fn.sum<string>('gross').as('gross'),
      fn.sum<string>('fee').as('fee'),
      fn.sum<string>('net').as('net'),
    ])
    .where('creator_id', '=', creatorId)
    .where('occurred_at', '>=', from)
    .where('occurred_at', '<', to)
    .groupBy('currency')
    .execute();
}

/** The row that reversed a sale, if any. */
export function findReversalOf(db: Kysely<Database>, saleId: string) {
  return db.selectFrom('ledger_entries').selectAll().where('reverses', '=', saleId).executeTakeFirst();
}
