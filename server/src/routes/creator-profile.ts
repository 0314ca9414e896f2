import {
  mediaKind,
  profilePictureStruct,
  profilePictureUpdateStruct,
  referralStruct,
  storageUsageStruct,
} from '@mym/sdk/contract';
import {
  type FieldErrors,
  MANDATORY_FIELD_ERROR,
  MEDIA_FILE_ERROR_KEYS,
  validateMediaFile,
} from '@mym/sdk/rules';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { setProfilePicture, storeSponsorOnce } from '../db/creators';
import { findOwnedMedia, storedBytes, toFileCandidate } from '../db/medias';
import type { Database } from '../db/schema';
import type { ApiContext } from '../http/api-context';
import { ApiError } from '../http/errors';
import { defineRoute } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';

import { avatarUrlOf } from '../presenters/creator';

/** The profile picture (spec 7) and the sponsor of the sign-up (spec 3 "Referral"). */
export function creatorProfileRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog, mediaUrls } = ctx;
  const tag = 'creators';
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/creators/me/profile-picture',
    tag,
    access: 'creator',
    summary: "The creator's profile picture URL, null when none (spec 7)",
    response: profilePictureStruct,
    handler: async ({ request }) => ({ url: avatarUrlOf(request.creator, mediaUrls) }),
  });
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/creators/me/storage',
    tag,
    access: 'creator',
    summary: "Bytes of the creator's cloud in use and the quota uploads are held to",
    response: storageUsageStruct,
    handler: async ({ request }) => ({
      used: await storedBytes(db, request.creator.id),
      total: ctx.storageQuotaBytes,
    }),
  });
  defineRoute(app, catalog, {
    method: 'PUT',
    url: '/creators/me/profile-picture',
    tag,
    access: 'creator',
    summary: 'Use an uploaded image as profile picture, or remove it with null',
    body: profilePictureUpdateStruct,
    response: profilePictureStruct,
    handler: async ({ request, body }) => {
      if (body.mediaId !== null) rejectIfInvalid(await pictureErrors(db, request.creator.id, body.mediaId));
      const row = await setProfilePicture(db, request.creator.id, body.mediaId);
      return { url: avatarUrlOf(row, mediaUrls) };
    },
  });
  defineRoute(app, catalog, {
    method: 'POST',
    url: '/creators/referral',
    tag,
    access: 'creator',
    summary: 'Store who sponsored the sign-up, once; 409 when another sponsor is already stored (spec 3, 7)',
    body: referralStruct,
    response: referralStruct,
    handler: async ({ request, body }) => {
      const stored = await storeSponsorOnce(db, request.creator.id, body);
      if (stored.id !== body.id || stored.userType !== body.userType) {
        throw new ApiError(
          409,
          'referral_already_stored',
          'Another sponsor is already stored for this creator',
        );
      }
      return body;
    },
  });
}

/** A profile picture is one of the creator's images, within the image rules of spec 5. */
async function pictureErrors(db: Kysely<Database>, creatorId: string, mediaId: string): Promise<FieldErrors> {
  const media = await findOwnedMedia(db, creatorId, mediaId);
  if (!media) return { mediaId: [MANDATORY_FIELD_ERROR] };
  if (mediaKind(media.mime_type) !== 'image') return { mediaId: [MEDIA_FILE_ERROR_KEYS.post.imageFormat] };
  const keys = validateMediaFile(toFileCandidate(media), 'post');
  return keys.length > 0 ? { mediaId: keys } : {};
}
