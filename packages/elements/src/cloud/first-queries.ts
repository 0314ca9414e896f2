import { creatorQuery } from '../common/creator/use-creator';
import type { FirstQueries } from '../common/first-data';
import { cloudQueries } from './cloud-queries';

/** The cloud: the creator (the gate), the first page of their collections and the storage they use. */
export const cloudFirstQueries: FirstQueries = (client) => [
  creatorQuery(client),
  cloudQueries.collections(client),
  cloudQueries.storage(client),
];

/**
 * One collection: the creator (the gate), the first page of its medias as the screen first shows them (newest
 * first, no search) and every collection (where a media can move to).
 */
export const cloudCollectionFirstQueries =
  (collectionId: string): FirstQueries =>
  (client) => [
    creatorQuery(client),
    cloudQueries.collection(client, collectionId),
    cloudQueries.allCollections(client),
  ];
