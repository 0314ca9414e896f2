import type { SentMedias } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import { ownedItems } from '../db/ledger';
import { mediasSentToFan, type SentMediaRow } from '../db/medias-sent';
import type { Database } from '../db/schema';

/**
 * Every media one fan received from the creator (in a message or a push delivered to them) and whether they
 * bought it: a paid message or push whose sale stands. What the cloud picker marks before it is sold again.
 */
export async function sentMedias(db: Kysely<Database>, fanId: string): Promise<SentMedias['medias']> {
  const [{ inMessages, inPushes }, boughtMessages, boughtPushes] = await Promise.all([
    mediasSentToFan(db, fanId),
    ownedItems(db, [fanId], 'message'),
    ownedItems(db, [fanId], 'push'),
  ]);
  const medias = new Map<string, boolean>();
  const add = (rows: SentMediaRow[], bought: Map<string, Date>) => {
    for (const row of rows)
      medias.set(row.media_id, (medias.get(row.media_id) ?? false) || bought.has(row.item_id));
  };
  add(inMessages, boughtMessages);
  add(inPushes, boughtPushes);
  return [...medias].map(([mediaId, bought]) => ({ mediaId, bought }));
}
