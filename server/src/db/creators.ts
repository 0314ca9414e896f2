import type { Kysely } from 'kysely';
import type { CreatorRow, Database } from './schema';

export interface TokenIdentity {
  sub: string;
  username: string;
  email: string | null;
  displayName: string | null;
  acceptances?: { privacyPolicy: boolean; termsOfService: boolean; termsOfUse: boolean } | undefined;
}

/** The creator row of a verified identity, created on the first authenticated call. */
export async function provisionCreator(db: Kysely<Database>, identity: TokenIdentity): Promise<CreatorRow> {
  await db
    .insertInto('creators')
    .values({
      sub: identity.sub,
      username: identity.username,
      email: identity.email,
      display_name: identity.displayName,
      privacy_policy_accepted: identity.acceptances?.privacyPolicy ?? false,
      terms_of_service_accepted: identity.acceptances?.termsOfService ?? false,
      terms_of_use_accepted: identity.acceptances?.termsOfUse ?? false,
    })
    .onConflict((oc) => oc.column('sub').doNothing())
    .execute();
  return db.selectFrom('creators').selectAll().where('sub', '=', identity.sub).executeTakeFirstOrThrow();
}

export async function findCreatorBySub(db: Kysely<Database>, sub: string): Promise<CreatorRow | undefined> {
  return db.selectFrom('creators').selectAll().where('sub', '=', sub).executeTakeFirst();
}
