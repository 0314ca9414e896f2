import type { FanPush } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { ownedItems } from '../db/ledger';
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
  const rows = await db
    .selectFrom('push_deliveries')
    .innerJoin('fans', 'fans.id', 'push_deliveries.fan_id')
    .innerJoin('pushes', 'pushes.id', 'push_deliveries.push_id')
    .selectAll('pushes')
    .select(['push_deliveries.delivered_at', 'fans.id as fan_id'])
    .where('fans.account_id', '=', accountId)
    .orderBy('push_deliveries.delivered_at', 'desc')
    .limit(FAN_PUSHES_SHOWN)
    .execute();
  if (rows.length === 0) return [];
  const pushIds = rows.map((row) => row.id);
  const teaserIds = rows.flatMap((row) => (row.teaser_media_id ? [row.teaser_media_id] : []));
  const [medias, teasers, owned] = await Promise.all([
    db
      .selectFrom('push_medias')
      .innerJoin('medias', 'medias.id', 'push_medias.media_id')
      .select(['push_medias.push_id', 'medias.id', 'medias.mime_type', 'medias.thumbhash'])
      .where('push_medias.push_id', 'in', pushIds)
      .orderBy('push_medias.position')
      .execute(),
    teaserIds.length === 0
      ? []
      : db
          .selectFrom('medias')
          .select(['id', 'mime_type', 'thumbhash'])
          .where('id', 'in', teaserIds)
          .execute(),
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
        .filter((media) => media.push_id === push.id)
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
