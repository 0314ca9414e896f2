import { PUSH_TARGETS, type PushCreatePayload } from '@mym/sdk/contract';
import { type FieldErrors, type MediaFileCandidate, validatePushPayload } from '@mym/sdk/rules';
import type { Kysely } from 'kysely';
import { findOwnedMedias, toFileCandidate } from '../db/medias';
import { ownedPlaylistIds } from '../db/playlists';
import { listDiscountDurations, listPriceRanges, listRestrictedDays } from '../db/push-reference';
import type { CreatorRow, Database } from '../db/schema';
import { creatorToday } from './creator-today';

/**
 * The push rules of spec 5 on the wire payload, as `@mym/sdk/rules` states them: this only gathers what the
 * rules need to know from the database (reference lists, the creator's zone, medias and playlists). What the
 * composer only offers is enforced too: restricted days, the creator's today, the discount-duration list.
 */
export async function pushPayloadErrors(
  db: Kysely<Database>,
  creator: Pick<CreatorRow, 'id' | 'time_zone'>,
  payload: PushCreatePayload,
  now: Date,
): Promise<FieldErrors> {
  const ids = [...payload.medias.map((media) => media.id), ...(payload.teaser ? [payload.teaser.id] : [])];
  const owned = await findOwnedMedias(db, creator.id, ids);
  const medias = new Map<string, MediaFileCandidate>(
    [...owned].map(([id, row]) => [id, toFileCandidate(row)]),
  );
  return validatePushPayload(payload, {
    now,
    timeZone: creator.time_zone,
    restrictions: await listRestrictedDays(db, creatorToday(now, creator.time_zone)),
    priceRanges: (await listPriceRanges(db)).map((range) => range.value),
    discountDurations: (await listDiscountDurations(db)).map((duration) => duration.value),
    targets: PUSH_TARGETS,
    medias,
    playlistIds: await ownedPlaylistIds(db, creator.id, payload.playlists),
  });
}
