import type { Conversation, FanNote, FanSummary, LedgerEntry, SubscriptionState } from '@mym/sdk/contract';
import { DEFAULT_CURRENCY } from '@mym/sdk/rules';
import type { FanRow, LedgerEntryRow } from '../db/schema';

/** Subscribed now, subscribed once (or a month that ran out), or never. */
export function subscriptionState(fan: FanRow, now: Date): SubscriptionState {
  if (fan.subscription === 'active' && (!fan.subscribed_until || fan.subscribed_until > now)) return 'active';
  return fan.subscription === null ? 'none' : 'expired';
}

export function toFanSummary(fan: FanRow, now: Date): FanSummary {
  return {
    id: fan.id,
    name: fan.name,
    subscription: subscriptionState(fan, now),
    follows: fan.follows,
    lifetimeSpend: { value: Math.max(0, fan.lifetime_spend), currency: DEFAULT_CURRENCY },
    lastPurchaseAt: fan.last_purchase_at?.toISOString() ?? null,
  };
}

/** A conversation is its fan's row: its id is the fan's id. */
export function toConversation(
  fan: FanRow,
  lastMessage: Conversation['lastMessage'],
  now: Date,
): Conversation {
  return {
    id: fan.id,
    fan: toFanSummary(fan, now),
    lastMessage,
    lastActivityAt: fan.last_activity_at.toISOString(),
    unreadCount: fan.unread_count,
  };
}

export function toLedgerEntry(row: LedgerEntryRow): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    source: row.source,
    itemId: row.item_id,
    fanId: row.fan_id,
    gross: row.gross,
    fee: row.fee,
    net: row.net,
    currency: row.currency,
    occurredAt: row.occurred_at.toISOString(),
    availableAt: row.available_at.toISOString(),
    reverses: row.reverses,
  };
}

/** The creator's private note on a fan, and when it was last changed (null until written). */
export function toFanNote(fan: Pick<FanRow, 'note' | 'note_updated_at'>): FanNote {
  return { note: fan.note, updatedAt: fan.note_updated_at?.toISOString() ?? null };
}
