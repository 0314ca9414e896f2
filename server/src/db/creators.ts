import type { Kysely } from 'kysely';
import { runPrepared } from './prepared-statements';
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

/** Every authenticated call asks it first: kept prepared (`runPrepared`). */
export async function findCreatorBySub(db: Kysely<Database>, sub: string): Promise<CreatorRow | undefined> {
  const [row] = await runPrepared(db, 'creator:by-sub', { sub }, (arg) =>
    db.selectFrom('creators').selectAll().where('sub', '=', arg.sub),
  );
  return row;
}

/** The creator's sponsor reference and how many creators signed up with it (spec 3 "Referral"). */
export async function findSponsorship(db: Kysely<Database>, creatorId: string) {
  const { referral_number } = await db
    .selectFrom('creators')
    .select('referral_number')
    .where('id', '=', creatorId)
    .executeTakeFirstOrThrow();
  const { n } = await db
    .selectFrom('creators')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('sponsor_type', '=', 'creator')
    .where('sponsor_id', '=', referral_number)
    .executeTakeFirstOrThrow();
  return { referralNumber: referral_number, signups: Number(n) };
}
