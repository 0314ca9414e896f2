import { type PushCreatePayload, pushRecordToForm } from '@mym/sdk/contract';
import {
  addFieldError,
  addFieldErrors,
  type FieldErrors,
  MANDATORY_FIELD_ERROR,
  validateMediaFile,
  validatePushForm,
} from '@mym/sdk/rules';
import type { Kysely } from 'kysely';
import { findOwnedMedias, toFileCandidate } from '../db/medias';
import { ownedPlaylistIds } from '../db/playlists';
import { listPriceRanges } from '../db/push-reference';
import type { Database } from '../db/schema';

/**
 * The push rules of spec 5 on a wire payload: the payload is turned into the form the rules read, as the
 * contract's push mapping does (minor units back to major, a price outside the preset ranges as the custom
 * price, a discount as the switched-on discount), so `error.fields` carries the form's field names and the
 * spec's keys. The stored teaser and medias go through the push file rules; ids that are not the creator's
 * medias or playlists count as missing values (spec 5 "Generic").
 */
export async function pushPayloadErrors(
  db: Kysely<Database>,
  creatorId: string,
  payload: PushCreatePayload,
  now: Date,
): Promise<FieldErrors> {
  const ranges = await listPriceRanges(db);
  const mediaIds = payload.medias.map((media) => media.id);
  const medias = await findOwnedMedias(db, creatorId, [
    ...mediaIds,
    ...(payload.teaser ? [payload.teaser.id] : []),
  ]);
  const form = pushRecordToForm(payload, ranges);
  const teaser = payload.teaser ? medias.get(payload.teaser.id) : undefined;
  const errors = validatePushForm({ ...form, teaser: teaser ? toFileCandidate(teaser) : null }, now);

  if (payload.teaser && !teaser) addFieldError(errors, 'teaser', MANDATORY_FIELD_ERROR);
  for (const id of mediaIds) {
    const media = medias.get(id);
    if (!media) addFieldError(errors, 'medias', MANDATORY_FIELD_ERROR);
    else addFieldErrors(errors, 'medias', validateMediaFile(toFileCandidate(media), 'push'));
  }
  const playlists = await ownedPlaylistIds(db, creatorId, payload.playlists);
  if (payload.playlists.some((id) => !playlists.has(id))) {
    addFieldError(errors, 'playlists', MANDATORY_FIELD_ERROR);
  }
  return errors;
}
