import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { findCreatorBySub, provisionCreator } from '../db/creators';
import type { CreatorRow, Database } from '../db/schema';
import type { IdentityProfileReader } from '../identity/identity-profile';

/** The creator as the contract exposes it (spec 3 "Creator"). */
export function toCreator(row: CreatorRow) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    displayName: row.display_name,
    bio: row.bio,
    avatarUrl: row.avatar_url,
    category: row.category,
    certificationStatus: row.certification_status,
    privacyPolicyAccepted: row.privacy_policy_accepted,
    termsOfServiceAccepted: row.terms_of_service_accepted,
    termsOfUseAccepted: row.terms_of_use_accepted,
  };
}

export function creatorRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  readProfile: IdentityProfileReader,
) {
  app.get('/creators/me', async (request) => {
    const { sub, username } = request.identity;
    // The identity's attributes are read once, when the creator's row is first provisioned.
    const existing = await findCreatorBySub(db, sub);
    if (existing) return { data: toCreator(existing) };
    const profile = await readProfile(request.accessToken);
    const row = await provisionCreator(db, {
      sub,
      username,
      email: profile?.email ?? null,
      displayName: profile?.name ?? null,
      acceptances: profile?.acceptances,
    });
    return { data: toCreator(row) };
  });
}
