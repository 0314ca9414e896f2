import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudLibrary } from '../../cloud/CloudLibrary';
import cloudStyles from '../../cloud/cloud.css?inline';
import commonStyles from '../../common/common.css?inline';
import { LoadingState } from '../../common/LoadState';
import uploadsStyles from '../../common/uploads/uploads.css?inline';
import { defineFeatureElement } from '../define-element';

// A collection's screen (media grid, upload zone) loads when one is opened, not with the collections.
const CollectionBrowser = lazy(() =>
  import('../../cloud/CollectionBrowser').then((module) => ({ default: module.CollectionBrowser })),
);

/**
 * The creator's cloud on a partner page: the collections with the storage used, created,
 * renamed and deleted there; a collection opens inside the element (no URL of its own) with its medias and the
 * upload zone, and its back button returns to the collections.
 */
function CloudElement() {
  const { t } = useTranslation();
  const [collectionId, setCollectionId] = useState<string | null>(null);
  if (collectionId)
    return (
      <Suspense fallback={<LoadingState label={t('cloud_loading')} />}>
        <CollectionBrowser collectionId={collectionId} onBack={() => setCollectionId(null)} />
      </Suspense>
    );
  return <CloudLibrary onOpen={(collection) => setCollectionId(collection.id)} />;
}

/**
 * The creator's cloud: collections with the storage used, created, renamed and deleted; a collection opens
 * inside the element with its medias (move, delete) and the upload zone (progress, speed, time left, cancel,
 * resume).
 */
defineFeatureElement('mym-cloud', () => <CloudElement />, {
  styles: [commonStyles, cloudStyles, uploadsStyles],
  catalogues: ['cloud', 'common/uploads'],
});
