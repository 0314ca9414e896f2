import { type PushCreatePayload, pushRecordToForm } from '@mym/sdk/contract';
import {
  addFieldError,
  addFieldErrors,
  type FieldErrors,
  MANDATORY_FIELD_ERROR,
  PUSH_DISCOUNT_DURATION_ERROR,
  validateMediaFile,
  validatePushForm,
} from '@mym/sdk/rules';
import type { Kysely } from 'kysely';
import { findOwnedMedias, toFileCandidate } from '../db/medias';
import { ownedPlaylistIds } from '../db/playlists';
import { listDiscountDurations, listPriceRanges, listRestrictedDays } from '../db/push-reference';
import type { CreatorRow, Database } from '../db/schema';
import { creatorToday } from './push-reference';

/**
 * The push rules of spec 5 on a wire payload: the payload is turned into the form the rules read, as the
 * contract's push mapping does (minor units back to major, a price outside the preset ranges as the custom
 * price, a discount as the switched-on discount), so `error.fields` carries the form's field names and the
 * spec's keys. The stored teaser and medias go through the push file rules; ids that are not the creator's
 * medias or playlists count as missing values (spec 5 "Generic"). What the composer only offers is enforced
 * too: a schedule on a restricted day or in the creator's past (their time zone, not the server's), and a
 * discount duration outside the list.
 */
export async function pushPayloadErrors(
  db: Kysely<Database>,
  creator: Pick<CreatorRow, 'id' | 'time_zone'>,
  payload: PushCreatePayload,
  now: Date,
): Promise<FieldErrors> {
  const ranges = await listPriceRanges(db);
  const mediaIds = payload.medias.map((media) => media.id);
  const medias = await findOwnedMedias(db, creator.id, [
    ...mediaIds,
    ...(payload.teaser ? [payload.teaser.id] : []),
  ]);
  const form = pushRecordToForm(payload, ranges);
  const teaser = payload.teaser ? medias.get(payload.teaser.id) : undefined;
  const restrictions = await listRestrictedDays(db, creatorToday(now, creator.time_zone));
  const errors = validatePushForm({ ...form, teaser: teaser ? toFileCandidate(teaser) : null }, now, {
    timeZone: creator.time_zone,
    restrictions,
  });

  if (payload.teaser && !teaser) addFieldError(errors, 'teaser', MANDATORY_FIELD_ERROR);
  for (const id of mediaIds) {
    const media = medias.get(id);
    if (!media) addFieldError(errors, 'medias', MANDATORY_FIELD_ERROR);
    else addFieldErrors(errors, 'medias', validateMediaFile(toFileCandidate(media), 'push'));
  }
  if (payload.discount) {
    const durations = (await listDiscountDurations(db)).map((duration) => duration.value);
    if (!durations.includes(payload.discount.duration)) {
      addFieldError(errors, 'discount.duration', PUSH_DISCOUNT_DURATION_ERROR);
    }
  }
  const playlists = await ownedPlaylistIds(db, creator.id, payload.playlists);
  if (payload.playlists.some((id) => !playlists.has(id))) {
    addFieldError(errors, 'playlists', MANDATORY_FIELD_ERROR);
  }
  return errors;
}
