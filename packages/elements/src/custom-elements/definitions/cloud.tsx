import { useState } from 'react';
import { CloudLibrary } from '../../cloud/CloudLibrary';
import { CollectionBrowser } from '../../cloud/CollectionBrowser';
import cloudStyles from '../../cloud/cloud.css?inline';
import shellStyles from '../../shell/shell.css?inline';
import uploadsStyles from '../../uploads/uploads.css?inline';
import { defineFeatureElement } from '../define-element';

/**
 * The creator's cloud on a partner page (issue 10 "Partners"): the collections with the storage used, created,
 * renamed and deleted there; a collection opens inside the element (no URL of its own) with its medias and the
 * upload zone, and its back button returns to the collections.
 */
function CloudElement() {
  const [collectionId, setCollectionId] = useState<string | null>(null);
  if (collectionId)
    return <CollectionBrowser collectionId={collectionId} onBack={() => setCollectionId(null)} />;
  return <CloudLibrary onOpen={(collection) => setCollectionId(collection.id)} />;
}

defineFeatureElement('mym-cloud', () => <CloudElement />, {
  styles: [shellStyles, cloudStyles, uploadsStyles],
  catalogues: ['cloud', 'shell', 'uploads'],
});
