import type { Kysely } from 'kysely';
import { mediaUsage } from '../db/medias';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transactions';
import type { MediaStore } from '../media/media-store';

/** Why a delete was refused: the medias a post or push still uses, and how many uses each has. */
export class MediaInUseError extends Error {
  constructor(readonly uses: Map<string, number>) {
    super('A post or push uses these medias');
  }
}

/**
 * Deletes medias of a creator unless a post or push uses one of them (deleting it would take the post with it):
 * then nothing changes and the error says which. Rows go in one transaction, then the files and their variants
 * (previews) leave the media store.
 */
export async function deleteMedias(
  db: Kysely<Database>,
  store: MediaStore,
  creatorId: string,
  ids: readonly string[],
) {
  const keys = await inTransaction(db, async (trx) => {
    // Only the creator's own medias are looked at: another creator's media is as absent as an unknown one.
    const owned = await trx
      .selectFrom('medias')
      .select('id')
      .where('creator_id', '=', creatorId)
      .where('id', 'in', [...ids])
      .orderBy('id')
      .forUpdate()
      .execute();
    if (owned.length === 0) return [];
    const ownedIds = owned.map((row) => row.id);
    const uses = await mediaUsage(trx, ownedIds);
    if (uses.size > 0) throw new MediaInUseError(uses);
    const deleted = await trx
      .deleteFrom('medias')
      .where('id', 'in', ownedIds)
      .returning('storage_key')
      .execute();
    return deleted.map((row) => row.storage_key);
  });
  await store.remove(keys.filter((key) => key !== null));
  return keys.length;
}

/**
 * Deletes a collection. Its medias move to `moveTo` (another collection of the creator) or are deleted with it;
 * a media in use refuses the whole delete. Undefined when the collection (or the target) is not the creator's.
 */
export async function deleteCollection(
  db: Kysely<Database>,
  store: MediaStore,
  request: { creatorId: string; id: string; moveTo?: string },
): Promise<boolean> {
  const { creatorId, id, moveTo } = request;
  const keys = await inTransaction(db, async (trx) => {
    const owned = await trx
      .selectFrom('collections')
      .select('id')
      .where('creator_id', '=', creatorId)
      .where('id', 'in', moveTo ? [id, moveTo] : [id])
      .forUpdate()
      .execute();
    if (owned.length !== (moveTo ? 2 : 1) || moveTo === id) return undefined;
    // Locked, in id order, before their uses are counted: a post or push being written with one of them holds it
    // (db/medias.ts holdMedias), so this waits for it and then counts it; nothing a post uses is deleted.
    const medias = await trx
      .selectFrom('medias')
      .select(['id', 'storage_key'])
      .where('collection_id', '=', id)
      .orderBy('id')
      .forUpdate()
      .execute();
    let removed: (string | null)[] = [];
    if (moveTo) {
      await trx
        .updateTable('medias')
        .set({ collection_id: moveTo })
        .where('collection_id', '=', id)
        .execute();
    } else if (medias.length > 0) {
      const uses = await mediaUsage(
        trx,
        medias.map((media) => media.id),
      );
      if (uses.size > 0) throw new MediaInUseError(uses);
      await trx.deleteFrom('medias').where('collection_id', '=', id).execute();
      removed = medias.map((media) => media.storage_key);
    }
    await trx.deleteFrom('collections').where('id', '=', id).execute();
    return removed;
  });
  if (!keys) return false;
  await store.remove(keys.filter((key) => key !== null));
  return true;
}

/** Moves a media of the creator to another of the creator's collections. */
export async function moveMedia(
  db: Kysely<Database>,
  creatorId: string,
  mediaId: string,
  collectionId: string,
) {
  // Another creator's media is unknown first (404), whatever the target.
  const media = await db
    .selectFrom('medias')
    .select('id')
    .where('id', '=', mediaId)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  if (!media) return 'no_media' as const;
  const target = await db
    .selectFrom('collections')
    .select('id')
    .where('id', '=', collectionId)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  if (!target) return 'no_collection' as const;
  const moved = await db
    .updateTable('medias')
    .set({ collection_id: collectionId })
    .where('id', '=', mediaId)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n ? ('moved' as const) : ('no_media' as const);
}
