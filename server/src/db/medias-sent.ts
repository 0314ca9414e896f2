import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** A media one fan received, and the message or push that carried it. */
export interface SentMediaRow {
  media_id: string;
  item_id: string;
}

/** Every media one fan received from the creator: in a message, or in a push delivered to them. */
export async function mediasSentToFan(
  db: Kysely<Database>,
  fanId: string,
): Promise<{ inMessages: SentMediaRow[]; inPushes: SentMediaRow[] }> {
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
  return { inMessages, inPushes };
}
