import { lazy } from 'react';

// Both wizards pick their medias with the cloud's own screens (spec 2 "Collection screen"). They load when the
// creator opens the picker, not with the wizard.
export const CloudCollections = lazy(() =>
  import('../cloud/CloudCollections').then((module) => ({ default: module.CloudCollections })),
);
export const CollectionPicker = lazy(() =>
  import('../cloud/CollectionPicker').then((module) => ({ default: module.CollectionPicker })),
);

// The picker opens on the cloud's recent items, where every upload lands (spec 2 "Collection screen").
export { RECENT_MEDIA } from '../cloud/recent-media';
