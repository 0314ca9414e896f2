/**
 * The id that names the cloud's recent items where a collection's id would go (spec 2 "Collection screen":
 * "recent items"): every media of the creator, newest first, in a collection or not. No collection has it: ids
 * the API hands out are uuids.
 */
export const RECENT_MEDIA = 'recent';

export function isRecentMedia(collectionId: string): boolean {
  return collectionId === RECENT_MEDIA;
}
