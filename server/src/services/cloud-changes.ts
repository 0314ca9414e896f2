import type { Kysely } from 'kysely';
import { deleteCollectionRow, findOwnedCollection, lockOwnedCollections } from '../db/collections';
import {
  deleteCollectionMedias,
  deleteMediaRows,
  findOwnedMedia,
  lockCollectionMedias,
  lockOwnedMedias,
  mediaUsage,
  moveCollectionMedias,
  moveOwnedMedia,
} from '../db/medias';
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
    const ownedIds = await lockOwnedMedias(trx, creatorId, ids);
    if (ownedIds.length === 0) return [];
    const uses = await mediaUsage(trx, ownedIds);
    if (uses.size > 0) throw new MediaInUseError(uses);
    return deleteMediaRows(trx, ownedIds);
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
    const owned = await lockOwnedCollections(trx, creatorId, moveTo ? [id, moveTo] : [id]);
    if (owned !== (moveTo ? 2 : 1) || moveTo === id) return undefined;
    // Locked, in id order, before their uses are counted: a post or push being written with one of them holds it
    // (db/medias.ts holdMedias), so this waits for it and then counts it; nothing a post uses is deleted.
    const medias = await lockCollectionMedias(trx, id);
    let removed: (string | null)[] = [];
    if (moveTo) {
      await moveCollectionMedias(trx, id, moveTo);
    } else if (medias.length > 0) {
      const uses = await mediaUsage(
        trx,
        medias.map((media) => media.id),
      );
      if (uses.size > 0) throw new MediaInUseError(uses);
      await deleteCollectionMedias(trx, id);
      removed = medias.map((media) => media.storage_key);
    }
    await deleteCollectionRow(trx, id);
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
  if (!(await findOwnedMedia(db, creatorId, mediaId))) return 'no_media' as const;
  if (!(await findOwnedCollection(db, creatorId, collectionId))) return 'no_collection' as const;
  return (await moveOwnedMedia(db, creatorId, mediaId, collectionId))
    ? ('moved' as const)
    : ('no_media' as const);
}
