import type { IncomeExport, IncomePeriodQuery } from '@mym/sdk/contract';
import { DEFAULT_CURRENCY } from '@mym/sdk/rules';
import type { Kysely } from 'kysely';
import { deleteExpiredExports, insertIncomeExport } from '../db/income-exports';
import type { CreatorRow, Database } from '../db/schema';
import { periodRanges } from './income-periods';

/** How long an export link works: enough to click it, short enough that a leaked link soon means nothing. */
export const EXPORT_LINK_LIFETIME_MS = 15 * 60_000;

export function exportFilename(from: string, to: string, currency: string): string {
  return `incomes-${from}-to-${to}-${currency}.csv`;
}

/** Records what the creator asked to export and answers its link. */
export async function requestIncomeExport(
  db: Kysely<Database>,
  creator: CreatorRow,
  query: IncomePeriodQuery,
  now: Date,
  publicUrl: string,
): Promise<IncomeExport> {
  const range = periodRanges(query, creator.time_zone, now).current;
  const currency = query.currency ?? DEFAULT_CURRENCY;
  await deleteExpiredExports(db, creator.id, now);
  const row = await insertIncomeExport(db, {
    creator_id: creator.id,
    currency,
    time_zone: creator.time_zone,
    from_day: range.from.toString(),
    to_day: range.to.toString(),
    starts_at: range.start,
    ends_at: range.end,
    expires_at: new Date(now.getTime() + EXPORT_LINK_LIFETIME_MS),
  });
  return {
    url: `${publicUrl}/incomes/exports/${row.id}`,
    expiresAt: row.expires_at.toISOString(),
    filename: exportFilename(row.from_day, row.to_day, currency),
  };
}
