import type { FanPush } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { ownedItems } from '../db/ledger';
import { mediaChoicesByIds, pushMediaChoices } from '../db/media-choices';
import { listDeliveredToAccount } from '../db/push-reads';
import type { Database } from '../db/schema';
import type { MediaUrls } from '../media/media-urls';
import { currentPushPrice, discountEndsAt } from '../services/push-price';
import { toMediaChoice } from './media';

/** How many delivered pushes a fan's list shows, newest first. */
const FAN_PUSHES_SHOWN = 100;

/** Pushes delivered to a fan account: caption and teaser; medias' links only once bought (DESIGN "The fan side"). */
export async function toFanPushes(
  db: Kysely<Database>,
  accountId: string,
  urls: MediaUrls,
  now: Date,
): Promise<FanPush[]> {
  const rows = await listDeliveredToAccount(db, accountId, FAN_PUSHES_SHOWN);
  if (rows.length === 0) return [];
  const pushIds = rows.map((row) => row.id);
  const teaserIds = rows.flatMap((row) => (row.teaser_media_id ? [row.teaser_media_id] : []));
  const [medias, teasers, owned] = await Promise.all([
    pushMediaChoices(db, pushIds),
    mediaChoicesByIds(db, teaserIds),
    ownedItems(db, [...new Set(rows.map((row) => row.fan_id))], 'push'),
  ]);
  const teaserById = new Map(teasers.map((teaser) => [teaser.id, teaser]));
  return rows.map((push) => {
    const bought = owned.has(push.id);
    const teaser = push.teaser_media_id ? teaserById.get(push.teaser_media_id) : undefined;
    const ends = discountEndsAt(push);
    return {
      id: push.id,
      creatorId: push.creator_id,
      caption: push.caption,
      teaser: teaser ? toMediaChoice(teaser, urls) : null,
      medias: medias
        .filter((media) => media.owner === push.id)
        .map((media) => {
          const choice = toMediaChoice(media, urls);
          return {
            ...choice,
            preview: bought ? choice.preview : null,
            url: bought ? urls.url(media.id, 'file') : null,
          };
        }),
      price: currentPushPrice(push, now),
      regularPrice: { value: push.price_value, currency: push.price_currency },
      discountEndsAt: ends && now < ends ? ends.toISOString() : null,
      bought,
      deliveredAt: push.delivered_at.toISOString(),
    };
  });
}
