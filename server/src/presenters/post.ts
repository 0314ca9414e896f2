import type { PostRecord } from '@mym/sdk/contract';
import type { PostRows } from '../db/posts';
import { PUBLICATION_FAILED_REASON } from '../jobs/retry-policy';
import type { MediaUrls } from '../media/media-urls';
import { toMediaChoice } from './media';

/** A stored post as its record: the media as the picker shows it (signed preview link), dates in ISO. */
export function presentPost({ row, playlists }: PostRows, urls: MediaUrls): PostRecord {
  return {
    id: row.post_id,
    media: toMediaChoice(row, urls),
    caption: row.caption,
    isPrivate: row.post_is_private,
    scheduledAt: row.scheduled_at?.toISOString() ?? null,
    playlists,
    thirdPartyConsent: row.third_party_consent,
    createdAt: row.post_created_at.toISOString(),
    failureReason: row.publication_failed ? PUBLICATION_FAILED_REASON : null,
  };
}
