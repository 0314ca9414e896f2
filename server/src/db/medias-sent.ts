import type { Kysely } from 'kysely';
import { ownedItems } from './ledger';
import type { Database } from './schema';

/**
 * Every media one fan received from the creator (in a message or a push delivered to them) and whether they
 * bought it: a paid message or push whose sale stands. What the cloud picker marks before it is sold again.
 */
export async function mediasSentToFan(db: Kysely<Database>, fanId: string) {
  const [inMessages, inPushes] = await Promise.all([
    db
      .selectFrom('message_medias')
      .innerJoin('messages', 'messages.id', 'message_medias.message_id')
      .select(['message_medias.media_id', 'messages.id as item_id'])
      .where('messages.fan_id', '=', fanId)
      .execute(),
    db
      .selectFrom('push_medias')
      .innerJoin('push_deliveries', 'push_deliveries.push_id', 'push_medias.push_id')
      .select(['push_medias.media_id', 'push_medias.push_id as item_id'])
      .where('push_deliveries.fan_id', '=', fanId)
      .execute(),
  ]);
  const [boughtMessages, boughtPushes] = await Promise.all([
    ownedItems(db, [fanId], 'message'),
    ownedItems(db, [fanId], 'push'),
  ]);
  const medias = new Map<string, boolean>();
  const add = (rows: { media_id: string; item_id: string }[], bought: Map<string, Date>) => {
    for (const row of rows)
      medias.set(row.media_id, (medias.get(row.media_id) ?? false) || bought.has(row.item_id));
  };
  add(inMessages, boughtMessages);
  add(inPushes, boughtPushes);
  return [...medias].map(([mediaId, bought]) => ({ mediaId, bought }));
}
