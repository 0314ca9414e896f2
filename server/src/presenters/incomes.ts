import type { IncomeFigures, IncomeLine, IncomeRange, Payout } from '@mym/sdk/contract';
import type { FigureSums, LineRow } from '../db/ledger-reports';
import type { PayoutRow } from '../db/schema';
import { type DayRange, dayOf } from '../services/income-periods';

/** A sum PostgreSQL answered as text, as an exact integer (never through a float: sums are whole minor units). */
export function minorSum(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const amount = typeof value === 'number' ? value : Number(BigInt(value));
  if (!Number.isSafeInteger(amount)) throw new RangeError('A sum of minor units passed the exact integers');
  return amount;
}

export const NO_FIGURES: IncomeFigures = {
  sales: 0,
  reversals: 0,
  gross: 0,
  fee: 0,
  net: 0,
  saleCount: 0,
  reversalCount: 0,
};

export function toFigures(sums: FigureSums | undefined): IncomeFigures {
  if (!sums) return NO_FIGURES;
  const sales = minorSum(sums.sales);
  const reversals = minorSum(sums.reversals);
  return {
    sales,
    reversals,
    gross: sales + reversals,
    fee: minorSum(sums.fee),
    net: minorSum(sums.net),
    saleCount: minorSum(sums.sale_count),
    reversalCount: minorSum(sums.reversal_count),
  };
}

export function addFigures(a: IncomeFigures, b: IncomeFigures): IncomeFigures {
  return {
    sales: a.sales + b.sales,
    reversals: a.reversals + b.reversals,
    gross: a.gross + b.gross,
    fee: a.fee + b.fee,
    net: a.net + b.net,
    saleCount: a.saleCount + b.saleCount,
    reversalCount: a.reversalCount + b.reversalCount,
  };
}

export function toIncomeRange(range: DayRange): IncomeRange {
  return {
    from: range.from.toString(),
    to: range.to.toString(),
    start: range.start.toISOString(),
    end: range.end.toISOString(),
    timeZone: range.timeZone,
  };
}

/** Titles of what has none of its own (a subscription, a tip) or whose item is gone. */
const SOURCE_TITLES = {
  push: 'Push',
  message: 'Paid message',
  tip: 'Tip',
  subscription: 'Subscription',
  booking: 'Consultation',
  live: 'Live ticket',
} as const;

/** What a line sold, as the creator reads it: the push's caption, the message's text, the consultation's title. */
export function itemTitle(row: Pick<LineRow, 'item_title' | 'source'>): string {
  return row.item_title?.trim() ? row.item_title.slice(0, 120) : SOURCE_TITLES[row.source];
}

export function toIncomeLine(row: LineRow, timeZone: string): IncomeLine {
  return {
    id: row.id,
    kind: row.kind,
    fan: { id: row.fan_id, name: row.fan_name, username: row.fan_username },
    item: {
      source: row.source,
      id: row.item_id,
      title: itemTitle(row),
    },
    gross: row.gross,
    fee: row.fee,
    net: row.net,
    currency: row.currency,
    occurredAt: row.occurred_at.toISOString(),
    availableAt: row.available_at.toISOString(),
    day: dayOf(row.occurred_at, timeZone).toString(),
    reverses: row.reverses,
    payoutId: row.payout_id,
  };
}

export function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    status: row.status,
    amount: minorSum(row.amount),
    currency: row.currency,
    lineCount: row.line_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    failureReason: row.failure_reason,
  };
}
