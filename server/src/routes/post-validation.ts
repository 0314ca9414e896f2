import type { PostCreatePayload } from '@mym/sdk/contract';
import { addFieldError, type FieldErrors, MANDATORY_FIELD_ERROR, validatePostForm } from '@mym/sdk/rules';
import type { Kysely } from 'kysely';
import { findOwnedMedia, toFileCandidate } from '../db/medias';
import { ownedPlaylistIds } from '../db/playlists';
import type { CreatorRow, Database } from '../db/schema';

/**
 * The post rules of spec 5 on a wire payload, run as `validatePostForm` says a server should: scheduling is
 * `scheduledAt !== null`, and the stored media goes through the post file rules (type, size, video length).
 * A media or playlist that is not the creator's counts as a missing value (spec 5 "Generic").
 */
export async function postPayloadErrors(
  db: Kysely<Database>,
  creator: Pick<CreatorRow, 'id' | 'time_zone'>,
  payload: PostCreatePayload,
  now: Date,
): Promise<FieldErrors> {
  const media = await findOwnedMedia(db, creator.id, payload.media.id);
  const errors = validatePostForm(
    {
      media: media ? toFileCandidate(media) : null,
      caption: payload.caption,
      isPrivate: payload.isPrivate,
      isScheduled: payload.scheduledAt !== null,
      scheduledAt: payload.scheduledAt,
      playlists: payload.playlists,
      thirdPartyConsent: payload.thirdPartyConsent,
    },
    now,
    { timeZone: creator.time_zone },
  );
  const playlists = await ownedPlaylistIds(db, creator.id, payload.playlists);
  if (payload.playlists.some((id) => !playlists.has(id))) {
    addFieldError(errors, 'playlists', MANDATORY_FIELD_ERROR);
  }
  return errors;
}
