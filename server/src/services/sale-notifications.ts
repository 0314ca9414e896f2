import type { Kysely } from 'kysely';
import { soldItemTitle } from '../db/notifications';
import type { Database, FanRow, LedgerEntryRow } from '../db/schema';
import { recordNotification } from './notifications';

/** Words of an item's caption a notification quotes. */
const TITLE_CHARACTERS = 80;

/**
 * Tells the creator of a ledger row, in its transaction: sales of one item in one hour are one group ("12 fans
 * bought Sunset · 84 EUR in the last hour"), subscriptions of one day another ("3 new subscribers today"); a
 * refund is told alone, a chargeback is a payment alert nobody can turn off.
 */
export async function notifyLedgerEntry(db: Kysely<Database>, fan: FanRow, entry: LedgerEntryRow) {
  const at = entry.occurred_at;
  const amount = { value: Math.abs(entry.gross), currency: entry.currency };
  const title = (await soldItemTitle(db, entry.source, entry.item_id))?.slice(0, TITLE_CHARACTERS);
  const data = { fanName: fan.name, conversationId: fan.id, amount, ...(title ? { title } : {}) };
  const base = { creatorId: entry.creator_id, actor: fan.id, at, data };
  if (entry.kind === 'sale' && entry.source === 'subscription') {
    return recordNotification(db, { ...base, kind: 'subscriber', groupKey: 'subscriber', per: 'day' });
  }
  if (entry.kind === 'sale') {
    return recordNotification(db, {
      ...base,
      kind: 'sale',
      groupKey: `sale:${entry.source}:${entry.item_id ?? 'tip'}:${entry.currency}`,
      per: 'hour',
    });
  }
  return recordNotification(db, { ...base, kind: entry.kind === 'refund' ? 'refund' : 'chargeback' });
}
