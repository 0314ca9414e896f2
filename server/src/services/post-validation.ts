import type { PostCreatePayload } from '@mym/sdk/contract';
import { type FieldErrors, validatePostPayload } from '@mym/sdk/rules';
import type { Kysely } from 'kysely';
import { findOwnedMedia, toFileCandidate } from '../db/medias';
import { ownedPlaylistIds } from '../db/playlists';
import type { CreatorRow, Database } from '../db/schema';

/**
 * The post rules of spec 5 on the wire payload, as `@mym/sdk/rules` states them: this only gathers what the rules
 * need from the database (the creator's zone, the stored media as a file candidate, their playlists).
 */
export async function postPayloadErrors(
  db: Kysely<Database>,
  creator: Pick<CreatorRow, 'id' | 'time_zone'>,
  payload: PostCreatePayload,
  now: Date,
): Promise<FieldErrors> {
  const media = await findOwnedMedia(db, creator.id, payload.media.id);
  return validatePostPayload(payload, {
    now,
    timeZone: creator.time_zone,
    media: media ? toFileCandidate(media) : undefined,
    playlistIds: await ownedPlaylistIds(db, creator.id, payload.playlists),
  });
}
