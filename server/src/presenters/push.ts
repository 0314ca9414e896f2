import {
  PUSH_TARGETS,
  type PushAudience,
  type PushCreatePayload,
  type PushDiscount,
  type PushRecord,
  type PushTarget,
} from '@mym/sdk/contract';
import type { PushRows } from '../db/push-reads';
import type { PushRow } from '../db/schema';
import type { MediaUrls } from '../media/media-urls';
import { toMediaChoice } from './media';

/** A push's discount from its columns: none unless both its price and its duration are stored. */
function storedDiscount(row: PushRow): PushDiscount | null {
  if (row.discount_value === null || row.discount_duration === null) return null;
  return {
    price: { value: row.discount_value, currency: row.discount_currency ?? row.price_currency },
    duration: row.discount_duration,
  };
}

/** A stored push as the server push record of spec 3: medias with signed preview links, amounts in minor units. */
export function presentPush(
  { row, medias, playlists, teaser, recipients, buyers, revenueNet }: PushRows,
  urls: MediaUrls,
): PushRecord {
  return {
    id: row.id,
    targets: row.targets,
    teaser: teaser ? toMediaChoice(teaser, urls) : null,
    medias: medias.map((media) => toMediaChoice(media, urls)),
    caption: row.caption,
    price: { value: row.price_value, currency: row.price_currency },
    discount: storedDiscount(row),
    scheduledAt: row.scheduled_at?.toISOString() ?? null,
    mod: row.mod,
    playlists,
    thirdPartyConsent: row.third_party_consent,
    createdAt: row.created_at.toISOString(),
    state: row.state,
    failureReason: row.failure_reason,
    recipients,
    sales: { buyers, revenue: { value: revenueNet, currency: row.price_currency } },
    version: row.version,
  };
}

/** Every audience a push can go to, in the product's order, with how many of the creator's fans are in it now. */
export function presentAudiences(counts: Record<PushTarget, number>): PushAudience[] {
  return PUSH_TARGETS.map((target) => ({ id: target, recipients: counts[target] }));
}

/** A stored push as the payload that would recreate it: a PATCH merges its fields into this. */
export function pushRowToPayload(stored: {
  row: PushRow;
  mediaIds: string[];
  playlistIds: string[];
}): PushCreatePayload {
  const { row } = stored;
  return {
    targets: row.targets,
    teaser: row.teaser_media_id ? { id: row.teaser_media_id } : null,
    medias: stored.mediaIds.map((id) => ({ id })),
    caption: row.caption,
    price: { value: row.price_value, currency: row.price_currency },
    discount: storedDiscount(row),
    scheduledAt: row.scheduled_at?.toISOString() ?? null,
    mod: row.mod,
    playlists: stored.playlistIds,
    thirdPartyConsent: row.third_party_consent,
  };
}
