import { CloudLibrary, CreatorGate } from '@mym/elements';
import type { IslandContext } from '../lib/island-context';
import type { PackedFirstData } from '../lib/packed-first-data';
import { cloudCollectionHref } from '../lib/routes';
import { IslandProviders } from './IslandProviders';

/**
 * `/mym-cloud` (spec 2): the creator's cloud. One collection's page is an island of its own
 * (`CloudCollectionIsland`), so this list does not download the media grid and the upload zone.
 */
export default function CloudIsland({
  context,
  firstData,
}: {
  context: IslandContext;
  firstData?: PackedFirstData | undefined;
}) {
  return (
    <IslandProviders context={context} firstData={firstData}>
      <CreatorGate>
        <CloudLibrary
          onOpen={(collection) => window.location.assign(cloudCollectionHref(collection.id))}
          collectionHref={(collection) => cloudCollectionHref(collection.id)}
        />
      </CreatorGate>
    </IslandProviders>
  );
}
