import type { SoldItem, SoldItemPage, SoldItemsQuery } from '@mym/sdk/contract';
import { INCOME_SOLD_ITEMS_PAGE_SIZE } from '@mym/sdk/contract';
import { DEFAULT_CURRENCY } from '@mym/sdk/rules';
import type { Kysely } from 'kysely';
import { encodeCursor } from '../db/messages';
import type { CreatorRow, Database } from '../db/schema';
import { type SoldItemRow, soldItems } from '../db/sold-items';
import { minorSum } from '../presenters/incomes';
import { periodRanges } from './income-periods';
import { readCursor } from './message-pages';

const UNTITLED = { push: 'Push', message: 'Paid message', booking: 'Consultation' } as const;

function toSoldItem(row: SoldItemRow): SoldItem {
  const recipients = row.recipients === null ? null : minorSum(row.recipients);
  const buyers = minorSum(row.buyers);
  return {
    kind: row.kind,
    id: row.id,
    title: row.title.trim() ? row.title.slice(0, 120) : UNTITLED[row.kind],
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    price: row.price,
    recipients,
    buyers,
    // Basis points, rounded down in integers: 1 buyer of 3 recipients is 3333 (33.33 %).
    conversionBps: recipients ? Math.min(10_000, Math.floor((buyers * 10_000) / recipients)) : null,
    gross: minorSum(row.gross),
    net: minorSum(row.net),
    discount:
      row.discount_value !== null && row.discount_ends_at
        ? {
            price: row.discount_value,
            endsAt: new Date(row.discount_ends_at).toISOString(),
            buyersDuring: minorSum(row.buyers_during),
            revenueDuring: minorSum(row.revenue_during),
            buyersAfter: minorSum(row.buyers_after),
            revenueAfter: minorSum(row.revenue_after),
          }
        : null,
  };
}

export async function soldItemPage(
  db: Kysely<Database>,
  creator: CreatorRow,
  query: SoldItemsQuery,
  now: Date,
): Promise<SoldItemPage> {
  const currency = query.currency ?? DEFAULT_CURRENCY;
  const limit = query.limit ?? INCOME_SOLD_ITEMS_PAGE_SIZE;
  const span = query.period
    ? periodRanges({ ...query, period: query.period }, creator.time_zone, now).current
    : undefined;
  const rows = await soldItems(db, {
    creatorId: creator.id,
    currency,
    span,
    kind: query.kind,
    after: readCursor(query.cursor),
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toSoldItem),
    currency,
    cursor: rows.length > limit && last ? encodeCursor(new Date(last.sort_at), last.id) : null,
  };
}
