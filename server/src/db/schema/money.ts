import type { LedgerEntryKind, PaymentState, SaleSource } from '@mym/sdk/contract';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

/** Money (DESIGN "Money"): payments, the ledger and its roll-ups, payouts and income exports. */

export interface PaymentsTable {
  id: Generated<string>;
  creator_id: string;
  fan_id: string;
  source: SaleSource;
  item_id: string | null;
  amount_value: number;
  currency: string;
  state: ColumnType<PaymentState, PaymentState | undefined, PaymentState>;
  created_at: CreatedAt;
}

/** Append-only: rows are inserted, never updated or deleted (DESIGN "Money"). */
export interface LedgerEntriesTable {
  id: Generated<string>;
  creator_id: string;
  fan_id: string;
  payment_id: string | null;
  kind: LedgerEntryKind;
  source: SaleSource;
  item_id: string | null;
  gross: number;
  fee: number;
  net: number;
  currency: string;
  occurred_at: Date;
  available_at: Date;
  reverses: string | null;
  event_id: string;
}

/** The ledger summed per creator, currency, UTC quarter-hour and source (kept by a trigger; 0019). */
export interface LedgerRollupsTable {
  creator_id: string;
  currency: string;
  slot: Date;
  source: SaleSource;
  sales: ColumnType<string, number, number>;
  reversals: ColumnType<string, number, number>;
  fee: ColumnType<string, number, number>;
  net: ColumnType<string, number, number>;
  sale_count: number;
  reversal_count: number;
}

/** The ledger summed per creator, currency, source and the creator's day in their zone (kept by a trigger; 0019). */
export interface LedgerDayRollupsTable extends Omit<LedgerRollupsTable, 'slot'> {
  /** `YYYY-MM-DD`: pg answers a date as text here (it is no instant). */
  day: ColumnType<string, string, string>;
}

export type PayoutStatus = 'pending' | 'processing' | 'paid' | 'failed';

export interface PayoutsTable {
  id: Generated<string>;
  creator_id: string;
  currency: string;
  /** bigint: pg answers it as a string. */
  amount: ColumnType<string, number, number>;
  line_count: number;
  status: Generated<PayoutStatus>;
  failure_reason: string | null;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
}

export interface PayoutSchedulesTable {
  creator_id: string;
  next_run_at: Date;
  attempts: Generated<number>;
  last_error: string | null;
}

export interface IncomeExportsTable {
  id: Generated<string>;
  creator_id: string;
  currency: string;
  time_zone: string;
  from_day: string;
  to_day: string;
  starts_at: Date;
  ends_at: Date;
  expires_at: Date;
}
