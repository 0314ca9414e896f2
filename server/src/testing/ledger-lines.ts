import { randomUUID } from 'node:crypto';
import type { SaleSource } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import type { Database, LedgerEntryRow } from '../db/schema';
import { availableAt, reversalAmounts, saleAmounts } from '../services/sale-amounts';

/** A fan of the creator to hang ledger lines on. */
export async function addFan(db: Kysely<Database>, creatorId: string, name = 'Lea') {
  return db
    .insertInto('fans')
    .values({ creator_id: creatorId, name, subscription: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A sale written as the payment webhook writes it (20 % fee, 7 days' hold), at `at`. */
export async function addSale(
  db: Kysely<Database>,
  line: {
    creatorId: string;
    fanId: string;
    gross: number;
    at: Date;
    source?: SaleSource;
    currency?: string;
    itemId?: string | null;
  },
): Promise<LedgerEntryRow> {
  return db
    .insertInto('ledger_entries')
    .values({
      creator_id: line.creatorId,
      fan_id: line.fanId,
      payment_id: null,
      kind: 'sale',
      source: line.source ?? 'tip',
      item_id: line.itemId ?? null,
      ...saleAmounts(line.gross, 2000),
      currency: line.currency ?? 'EUR',
      occurred_at: line.at,
      available_at: availableAt(line.at, 7),
      reverses: null,
      event_id: randomUUID(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A refund or chargeback of `sale` at `at`: the sale's amounts negated, available at once. */
export async function addReversal(
  db: Kysely<Database>,
  sale: LedgerEntryRow,
  at: Date,
  kind: 'refund' | 'chargeback' = 'refund',
): Promise<LedgerEntryRow> {
  return db
    .insertInto('ledger_entries')
    .values({
      ...sale,
      id: undefined,
      kind,
      ...reversalAmounts(sale),
      occurred_at: at,
      available_at: at,
      reverses: sale.id,
      event_id: randomUUID(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
