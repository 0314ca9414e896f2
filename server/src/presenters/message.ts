import type { Message, MessageMedia } from '@mym/sdk/contract';
import { DEFAULT_CURRENCY } from '@mym/sdk/rules';
import type { Kysely } from 'kysely';
import { ownedItems } from '../db/ledger';
import { mediaChoicesByIds, messageMediaChoices, pushMediaChoices } from '../db/media-choices';
import type { MediaChoiceRow } from '../db/medias';
import { findPushesByIds } from '../db/push-reads';
import type { Database, MessageRow, PushRow } from '../db/schema';
import type { MediaUrls } from '../media/media-urls';
import { currentPushPrice } from '../services/push-price';
import { toMediaChoice } from './media';

/** Who reads: the creator sees every media; a fan sees a paid media's links only once bought. */
export type MessageReader = 'creator' | 'fan';

interface Offers {
  medias: Map<string, (MediaChoiceRow & { owner: string })[]>;
  teasers: Map<string, MediaChoiceRow>;
  pushes: Map<string, PushRow>;
  bought: Map<string, Date>;
}

/** The medias, teasers, pushes and purchases of a set of messages, in a few batched reads. */
async function loadOffers(db: Kysely<Database>, rows: readonly MessageRow[]): Promise<Offers> {
  const mediaMessages = rows.filter((row) => row.kind === 'media').map((row) => row.id);
  const pushIds = [
    ...new Set(rows.flatMap((row) => (row.kind === 'push' && row.push_id ? [row.push_id] : []))),
  ];
  const fanIds = [...new Set(rows.map((row) => row.fan_id))];
  const [messageMedias, pushes, pushMedias, boughtMessages, boughtPushes] = await Promise.all([
    messageMediaChoices(db, mediaMessages),
    findPushesByIds(db, pushIds),
    pushMediaChoices(db, pushIds),
    ownedItems(db, fanIds, 'message'),
    ownedItems(db, fanIds, 'push'),
  ]);
  const teaserIds = [
    ...new Set([
      ...rows.flatMap((row) => (row.teaser_media_id ? [row.teaser_media_id] : [])),
      ...pushes.flatMap((push) => (push.teaser_media_id ? [push.teaser_media_id] : [])),
    ]),
  ];
  const teasers = await mediaChoicesByIds(db, teaserIds);
  const medias = new Map<string, (MediaChoiceRow & { owner: string })[]>();
  for (const media of [...messageMedias, ...pushMedias]) {
    medias.set(media.owner, [...(medias.get(media.owner) ?? []), media]);
  }
  return {
    medias,
    teasers: new Map(teasers.map((teaser) => [teaser.id, teaser])),
    pushes: new Map(pushes.map((push) => [push.id, push])),
    bought: new Map([...boughtMessages, ...boughtPushes]),
  };
}

function mediaOf(row: MediaChoiceRow, urls: MediaUrls, visible: boolean): MessageMedia {
  const choice = toMediaChoice(row, urls);
  return {
    ...choice,
    preview: visible ? choice.preview : null,
    url: visible ? urls.url(row.id, 'file') : null,
  };
}

/** Messages as records for one reader, in the order given. */
export async function toMessages(
  db: Kysely<Database>,
  rows: readonly MessageRow[],
  reader: MessageReader,
  urls: MediaUrls,
  now: Date,
): Promise<Message[]> {
  const offers = await loadOffers(db, rows);
  return rows.map((row) => {
    const base = {
      id: row.id,
      conversationId: row.fan_id,
      sender: row.sender,
      kind: row.kind,
      text: row.text,
      pushId: row.push_id,
      sentAt: row.sent_at.toISOString(),
      readAt: row.read_at?.toISOString() ?? null,
    };
    if (row.kind === 'text') return { ...base, offer: null };
    const push = row.push_id ? offers.pushes.get(row.push_id) : undefined;
    const itemId = push?.id ?? row.id;
    const price = push
      ? currentPushPrice(push, now)
      : row.price_value === null
        ? null
        : { value: row.price_value, currency: row.price_currency ?? DEFAULT_CURRENCY };
    const boughtAt = offers.bought.get(itemId) ?? null;
    const visible = reader === 'creator' || price === null || boughtAt !== null;
    const teaserId = push ? push.teaser_media_id : row.teaser_media_id;
    const teaser = teaserId ? offers.teasers.get(teaserId) : undefined;
    return {
      ...base,
      offer: {
        price,
        teaser: teaser ? toMediaChoice(teaser, urls) : null,
        medias: (offers.medias.get(itemId) ?? []).map((media) => mediaOf(media, urls, visible)),
        bought: boughtAt !== null,
        boughtAt: boughtAt?.toISOString() ?? null,
      },
    };
  });
}
