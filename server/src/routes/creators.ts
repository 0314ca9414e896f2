import { creatorStruct, creatorUpdateStruct } from '@mym/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { CreatorRow } from '../db/schema';
import type { ApiContext } from '../http/api-context';
import { defineRoute } from '../http/route-catalog';
import type { MediaUrls } from '../media/media-urls';

/** An uploaded profile picture wins over a picture URL set by hand (or by the identity). */
export function avatarUrlOf(row: CreatorRow, urls: MediaUrls): string | null {
  return row.profile_picture_media_id ? urls.url(row.profile_picture_media_id, 'file') : row.avatar_url;
}

/** The creator as the contract exposes it (spec 3 "Creator"). */
export function toCreator(row: CreatorRow, urls: MediaUrls) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    displayName: row.display_name,
    bio: row.bio,
    avatarUrl: avatarUrlOf(row, urls),
    category: row.category,
    certificationStatus: row.certification_status,
    privacyPolicyAccepted: row.privacy_policy_accepted,
    termsOfServiceAccepted: row.terms_of_service_accepted,
    termsOfUseAccepted: row.terms_of_use_accepted,
    timeZone: row.time_zone,
  };
}

export function creatorRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog, mediaUrls } = ctx;
  const tag = 'creators';
  defineRoute(app, catalog, {
    method: 'GET',
    url: '/creators/me',
    tag,
    access: 'creator',
    summary: 'The signed-in creator (spec 3, 7), provisioned from the identity on the first call',
    response: creatorStruct,
    handler: async ({ request }) => toCreator(request.creator, mediaUrls),
  });
  defineRoute(app, catalog, {
    method: 'PATCH',
    url: '/creators/me',
    tag,
    access: 'creator',
    summary: 'Edit the profile and accept the terms (spec 2)',
    body: creatorUpdateStruct,
    response: creatorStruct,
    handler: async ({ request, body }) => {
      if (Object.values(body).every((value) => value === undefined))
        return toCreator(request.creator, mediaUrls);
      const row = await db
        .updateTable('creators')
        .set({
          display_name: body.displayName,
          bio: body.bio,
          avatar_url: body.avatarUrl,
          privacy_policy_accepted: body.privacyPolicyAccepted,
          terms_of_service_accepted: body.termsOfServiceAccepted,
          terms_of_use_accepted: body.termsOfUseAccepted,
          time_zone: body.timeZone,
        })
        .where('id', '=', request.creator.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toCreator(row, mediaUrls);
    },
  });
}
