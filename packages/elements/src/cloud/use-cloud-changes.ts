import { useCreatorClient } from '../creator-client';
import { useRefreshedChange } from '../use-refreshed-change';
import { cloudQueries } from './cloud-queries';

/** The cloud's changes; each one refreshes every cloud list (collections, their medias, counts). */
export function useCloudChanges() {
  const client = useCreatorClient();
  const refreshed = useRefreshedChange(cloudQueries.all);
  return {
    create: refreshed((name: string) => client.collections.create(name)),
    rename: refreshed((id: string, name: string) => client.collections.rename(id, name)),
    deleteCollection: refreshed((id: string, options: { moveTo?: string }) =>
      client.collections.delete(id, options),
    ),
    moveMedia: refreshed((mediaId: string, collectionId: string) =>
      client.collections.moveMedia(mediaId, collectionId),
    ),
    deleteMedia: refreshed((mediaId: string) => client.collections.deleteMedia(mediaId)),
  };
}
