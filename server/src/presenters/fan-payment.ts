import type { FanPayment } from '@mym/sdk/contract';
import type { PaymentRow } from '../db/schema';

/** A payment as its fan sees it; a tip names the creator it went to. */
export function toFanPayment(row: PaymentRow): FanPayment {
  return {
    id: row.id,
    item: {
      source: row.source,
      id: row.source === 'tip' ? row.creator_id : (row.item_id ?? row.creator_id),
    },
    amount: { value: row.amount_value, currency: row.currency },
    state: row.state,
    createdAt: row.created_at.toISOString(),
  };
}
