import type { CollectionSummary } from '@mym/sdk/contract';
import type { CollectionRow } from '../db/collections';
import type { MediaUrls } from '../media/media-urls';

/** A listed collection as the cloud shows it: its cover as a signed preview link of its latest media. */
export function presentCollection(row: CollectionRow, urls: MediaUrls): CollectionSummary {
  return {
    id: row.id,
    name: row.name,
    preview: row.coverId ? urls.url(row.coverId, 'preview') : null,
    mediaCount: row.mediaCount,
    imageCount: row.imageCount,
    videoCount: row.videoCount,
  };
}
