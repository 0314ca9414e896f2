import { CollectionBrowser, CreatorGate } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { appHref } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

/** `/mym-cloud/collections/:id` (spec 2): one collection of the creator's cloud, its media and uploads. */
export default function CloudCollectionIsland({
  context,
  collectionId,
  firstData,
}: {
  context: IslandContext;
  collectionId: string;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <CollectionBrowser collectionId={collectionId} backHref={appHref('cloud')} />
      </CreatorGate>
    </IslandProviders>
  );
}
