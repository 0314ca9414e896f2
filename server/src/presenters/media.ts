import type { MediaChoice, MediaItem } from '@mym/sdk/contract';
import { mediaKind } from '@mym/sdk/contract';
import { DEFAULT_CURRENCY } from '@mym/sdk/rules';
import type { MediaRow } from '../db/schema';
import type { MediaUrls } from '../media/media-urls';

/** The media item of spec 3: kind from the MIME type, price in minor units, duration in seconds. */
export function toMediaItem(
  row: MediaRow,
  urls: MediaUrls,
  isScheduled: boolean,
  usedIn?: number,
): MediaItem {
  const price =
    row.price_value === null
      ? null
      : { value: row.price_value, currency: row.price_currency ?? DEFAULT_CURRENCY };
  return {
    id: row.id,
    type: row.mime_type,
    preview: urls.url(row.id, 'preview'),
    isScheduled,
    isPrivate: row.is_private,
    private: row.is_private,
    price,
    imageCount: row.image_count,
    videoCount: row.video_count,
    duration: mediaKind(row.mime_type) === 'video' ? row.duration_seconds : null,
    ...(usedIn === undefined ? {} : { usedIn }),
  };
}

/** What a post or push record shows of a media: id, preview URL, file type (spec 2 "Collection screen"). */
export function toMediaChoice(row: MediaRow, urls: MediaUrls): MediaChoice {
  return { id: row.id, preview: urls.url(row.id, 'preview'), type: row.mime_type };
}
