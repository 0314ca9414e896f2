import { CloudCollections } from './CloudCollections';
import { StorageUsage } from './StorageUsage';

export interface CloudLibraryProps {
  /** Where a collection's page is on the host. */
  collectionHref: (collectionId: string) => string;
}

/** `/mym-cloud` (spec 2): the creator's collections, page after page, and the storage they use. */
export function CloudLibrary({ collectionHref }: CloudLibraryProps) {
  return (
    <div className="mym-cloud-library">
      <CloudCollections
        manage
        onOpen={(collection) => window.location.assign(collectionHref(collection.id))}
      />
      <StorageUsage />
    </div>
  );
}
