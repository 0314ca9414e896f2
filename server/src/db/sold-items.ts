import type { SoldItemKind } from '@mym/sdk/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

export interface SoldItemRow {
  kind: SoldItemKind;
  id: string;
  title: string;
  sort_at: Date;
  sent_at: Date | null;
  price: number | null;
  recipients: string | null;
  discount_value: number | null;
  discount_ends_at: Date | null;
  buyers: string;
  gross: string;
  net: string;
  buyers_during: string;
  revenue_during: string;
  buyers_after: string;
  revenue_after: string;
}

export interface SoldItemFilter {
  creatorId: string;
  currency: string;
  /** Items sent (or consultations booked) in this span; every item when absent. */
  span?: { start: Date; end: Date } | undefined;
  kind?: SoldItemKind | undefined;
  after?: { at: Date; id: string } | undefined;
  limit: number;
}

/**
 * What the creator sold (`/myms`): pushes sent, paid messages sent and consultations, newest first, each with its
 * recipients, its buyers (fans whose purchase was not reversed) and the revenue of its lines after reversals.
 * For a push with a discount, the same split at the discount's end: during it and after it (a reversal counts
 * where its sale was).
 */
export function soldItems(db: Kysely<Database>, filter: SoldItemFilter) {
  const spanStart = filter.span?.start ?? null;
  const spanEnd = filter.span?.end ?? null;
  const afterAt = filter.after?.at ?? null;
  const afterId = filter.after?.id ?? null;
  const kind = filter.kind ?? null;
  return sql<SoldItemRow>`
    with items as (
      select 'push' as kind, p.id, p.caption as title, p.sent_at as sort_at, p.sent_at, p.price_value as price,
        (select count(*) from push_deliveries d where d.push_id = p.id) as recipients,
        p.discount_value,
        case when p.discount_value is not null and p.discount_duration is not null
          then p.sent_at + make_interval(secs => p.discount_duration) end as discount_ends_at
      from pushes p
      where p.creator_id = ${filter.creatorId} and p.sent_at is not null
      union all
      select 'message', m.id, m.text, m.sent_at, m.sent_at, m.price_value, 1, null, null
      from messages m
      where m.creator_id = ${filter.creatorId} and m.sender = 'creator' and m.kind = 'media'
        and m.price_value is not null
      union all
      select 'booking', c.id, c.title, c.created_at, null, c.price_value, null, null, null
      from consultations c
      where c.creator_id = ${filter.creatorId}
    ),
    chosen as (
      select * from items
      where (${kind}::text is null or kind = ${kind})
        and (${spanStart}::timestamptz is null or (sort_at >= ${spanStart} and sort_at < ${spanEnd}))
        and (${afterAt}::timestamptz is null or (sort_at, id) < (${afterAt}::timestamptz, ${afterId}::uuid))
      order by sort_at desc, id desc
      limit ${filter.limit}
    )
    select chosen.*,
      coalesce(sums.buyers, 0) as buyers, coalesce(sums.gross, 0) as gross, coalesce(sums.net, 0) as net,
      coalesce(sums.buyers_during, 0) as buyers_during, coalesce(sums.revenue_during, 0) as revenue_during,
      coalesce(sums.buyers_after, 0) as buyers_after, coalesce(sums.revenue_after, 0) as revenue_after
    from chosen
    left join lateral (
      select
        count(distinct e.fan_id) filter (where e.kind = 'sale' and r.id is null) as buyers,
        sum(e.gross) as gross,
        sum(e.net) as net,
        count(distinct e.fan_id) filter (where e.kind = 'sale' and r.id is null
          and e.occurred_at < chosen.discount_ends_at) as buyers_during,
        coalesce(sum(e.gross) filter (where coalesce(s.occurred_at, e.occurred_at) < chosen.discount_ends_at), 0)
          as revenue_during,
        count(distinct e.fan_id) filter (where e.kind = 'sale' and r.id is null
          and e.occurred_at >= chosen.discount_ends_at) as buyers_after,
        coalesce(sum(e.gross) filter (where coalesce(s.occurred_at, e.occurred_at) >= chosen.discount_ends_at), 0)
          as revenue_after
      from ledger_entries e
      left join ledger_entries r on r.reverses = e.id
      left join ledger_entries s on s.id = e.reverses
      where e.creator_id = ${filter.creatorId} and e.currency = ${filter.currency}
        and e.source = chosen.kind
        and (
          (chosen.kind <> 'booking' and e.item_id = chosen.id)
          or (chosen.kind = 'booking' and e.item_id in (select b.id from bookings b where b.consultation_id = chosen.id))
        )
    ) sums on true
    order by chosen.sort_at desc, chosen.id desc`
    .execute(db)
    .then((result) => result.rows);
}
