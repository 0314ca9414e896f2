import type { CollectionSummary } from '@mym/sdk';
import { CloudCollections } from './CloudCollections';
import { StorageUsage } from './StorageUsage';

export interface CloudLibraryProps {
  /** Opens a collection: the site goes to its page, a partner's `<mym-cloud>` shows it in place. */
  onOpen: (collection: CollectionSummary) => void;
  /** Where each collection's page is on the host: collections are then links. */
  collectionHref?: ((collection: CollectionSummary) => string) | undefined;
}

/** `/mym-cloud` (spec 2): the creator's collections, page after page, and the storage they use. */
export function CloudLibrary({ onOpen, collectionHref }: CloudLibraryProps) {
  return (
    <div className="mym-cloud-library">
      <CloudCollections manage onOpen={onOpen} collectionHref={collectionHref} />
      <StorageUsage />
    </div>
  );
}
