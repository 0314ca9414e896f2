import type { MediaChoice, MediaItem } from '@mym/sdk/contract';
import { mediaKind } from '@mym/sdk/contract';
import { DEFAULT_CURRENCY } from '@mym/sdk/rules';
import type { MediaItemRow, MediaUses } from '../db/cloud-pages';
import type { MediaChoiceRow } from '../db/medias';
import type { MediaUrls } from '../media/media-urls';

/**
 * Where a media's preview is: its thumbnail (or the image itself while it has none), a video's poster frame once
 * one was made, else none (spec 2: a missing preview shows the fallback icon).
 */
function previewUrl(row: MediaChoiceRow, urls: MediaUrls): string | null {
  return mediaKind(row.mime_type) === 'video' && row.thumbhash === null ? null : urls.url(row.id, 'preview');
}

/** The media item of spec 3: kind from the MIME type, price in minor units, duration in seconds. */
export function toMediaItem(
  row: MediaItemRow,
  urls: MediaUrls,
  isScheduled: boolean,
  usedBy?: MediaUses,
): MediaItem {
  const price =
    row.price_value === null
      ? null
      : { value: row.price_value, currency: row.price_currency ?? DEFAULT_CURRENCY };
  return {
    id: row.id,
    type: row.mime_type,
    preview: previewUrl(row, urls),
    thumbhash: row.thumbhash,
    url: row.storage_key ? urls.url(row.id, 'file') : null,
    isScheduled,
    isPrivate: row.is_private,
    private: row.is_private,
    price,
    imageCount: row.image_count,
    videoCount: row.video_count,
    duration: mediaKind(row.mime_type) === 'video' ? row.duration_seconds : null,
    name: row.file_name,
    // `usedIn` counts what keeps it from being deleted: posts, pushes and the profile picture, each said in `usedBy`.
    ...(usedBy === undefined
      ? {}
      : { usedIn: usedBy.posts + usedBy.pushes + (usedBy.profilePicture ? 1 : 0), usedBy }),
  };
}

/** What a post or push record shows of a media: id, preview URL, file type (spec 2 "Collection screen"). */
export function toMediaChoice(row: MediaChoiceRow, urls: MediaUrls): MediaChoice {
  return { id: row.id, preview: previewUrl(row, urls), type: row.mime_type };
}
