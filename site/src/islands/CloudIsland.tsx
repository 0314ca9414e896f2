import { CloudLibrary, CollectionBrowser, CreatorGate } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import { appHref, cloudCollectionHref } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

/** `/mym-cloud` and `/mym-cloud/collections/:id` (spec 2): the creator's cloud, and one collection of it. */
export default function CloudIsland({
  context,
  collectionId,
}: {
  context: IslandContext;
  collectionId?: string;
}) {
  return (
    <IslandProviders context={context}>
      <CreatorGate>
        {collectionId ? (
          <CollectionBrowser collectionId={collectionId} backHref={appHref('cloud')} />
        ) : (
          <CloudLibrary onOpen={(collection) => window.location.assign(cloudCollectionHref(collection.id))} />
        )}
      </CreatorGate>
    </IslandProviders>
  );
}
