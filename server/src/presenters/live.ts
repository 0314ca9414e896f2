import type { FanLive, LiveCreatePayload, LiveNoticeKind, LiveRecord } from '@mym/sdk/contract';
import { DEFAULT_CURRENCY } from '@mym/sdk/rules';
import type { LiveRows } from '../db/lives';
import type { LiveRow } from '../db/schema';
import type { MediaUrls } from '../media/media-urls';
import { toMediaChoice } from './media';

function ticketPrice(row: LiveRow) {
  return row.price_value === null
    ? null
    : { value: row.price_value, currency: row.price_currency ?? DEFAULT_CURRENCY };
}

/** A stored live as its record: the teaser with its signed preview link, tickets and revenue in minor units. */
export function presentLive({ row, teaser, ticketsSold, revenue }: LiveRows, urls: MediaUrls): LiveRecord {
  return {
    id: row.id,
    // What the creator set, the teaser shown with its preview link.
    ...liveRowToPayload(row),
    teaser: teaser ? toMediaChoice(teaser, urls) : null,
    state: row.state,
    cancelledAt: row.cancelled_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    ticketsSold,
    revenue: { value: revenue, currency: row.price_currency ?? DEFAULT_CURRENCY },
    version: row.version,
  };
}

/** A live as the fan who was told about it sees it. */
export function presentFanLive(row: LiveRow & { notices: string[] }, hasTicket: boolean): FanLive {
  return {
    id: row.id,
    creatorId: row.creator_id,
    title: row.title,
    description: row.description,
    startsAt: row.starts_at.toISOString(),
    durationMinutes: row.duration_minutes,
    price: ticketPrice(row),
    chat: row.chat,
    state: row.state,
    notices: row.notices as LiveNoticeKind[],
    hasTicket,
  };
}

/** A live as the payload that would recreate it: a PATCH merges its fields into this. */
export function liveRowToPayload(row: LiveRow): LiveCreatePayload {
  return {
    title: row.title,
    description: row.description,
    teaser: row.teaser_media_id ? { id: row.teaser_media_id } : null,
    startsAt: row.starts_at.toISOString(),
    timeZone: row.time_zone,
    durationMinutes: row.duration_minutes,
    targets: row.targets,
    price: ticketPrice(row),
    chat: row.chat,
  };
}
