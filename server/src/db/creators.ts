import { type Kysely, sql } from 'kysely';
import { holdMedias } from './medias';
import { runPrepared } from './prepared-statements';
import type { CreatorRow, Database } from './schema';
import { inTransaction } from './transactions';

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

/** What the profile form may change; `undefined` leaves a column as it is. */
export interface CreatorProfileChanges {
  displayName?: string | null | undefined;
  bio?: string | null | undefined;
  avatarUrl?: string | null | undefined;
  privacyPolicyAccepted?: boolean | undefined;
  termsOfServiceAccepted?: boolean | undefined;
  termsOfUseAccepted?: boolean | undefined;
  timeZone?: string | undefined;
}

export function updateCreatorProfile(
  db: Kysely<Database>,
  creatorId: string,
  changes: CreatorProfileChanges,
): Promise<CreatorRow> {
  return db
    .updateTable('creators')
    .set({
      display_name: changes.displayName,
      bio: changes.bio,
      avatar_url: changes.avatarUrl,
      privacy_policy_accepted: changes.privacyPolicyAccepted,
      terms_of_service_accepted: changes.termsOfServiceAccepted,
      terms_of_use_accepted: changes.termsOfUseAccepted,
      time_zone: changes.timeZone,
    })
    .where('id', '=', creatorId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The language and zone the creator chose (each saved on its own: absent means unchanged). */
export async function updateCreatorSettings(
  db: Kysely<Database>,
  creatorId: string,
  settings: { language?: string | undefined; timeZone?: string | undefined; email?: string | undefined },
): Promise<CreatorRow> {
  return db
    .updateTable('creators')
    .set({ language: settings.language, time_zone: settings.timeZone, email: settings.email })
    .where('id', '=', creatorId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every access token issued before now is refused from here on (DESIGN "Identity"). */
export async function markSignedOutEverywhere(db: Kysely<Database>, creatorId: string): Promise<void> {
  await db.updateTable('creators').set({ signed_out_at: sql`now()` }).where('id', '=', creatorId).execute();
}

/**
 * An uploaded picture replaces a picture URL; removing it removes both. The picture is held while it is set: a
 * delete of it at the same moment waits, then sees it in use.
 */
export function setProfilePicture(
  db: Kysely<Database>,
  creatorId: string,
  mediaId: string | null,
): Promise<CreatorRow> {
  return inTransaction(db, async (trx) => {
    await holdMedias(trx, { mediaId: [mediaId ?? undefined] });
    return trx
      .updateTable('creators')
      .set({ profile_picture_media_id: mediaId, ...(mediaId === null ? { avatar_url: null } : {}) })
      .where('id', '=', creatorId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * Stores the sponsor of the sign-up unless one is stored already (only a row without a sponsor is written, so two
 * racing calls cannot both store one), and answers the sponsor stored now.
 */
export async function storeSponsorOnce(
  db: Kysely<Database>,
  creatorId: string,
  sponsor: { id: number; userType: string },
): Promise<{ id: number | null; userType: string | null }> {
  await db
    .updateTable('creators')
    .set({ sponsor_id: sponsor.id, sponsor_type: sponsor.userType })
    .where('id', '=', creatorId)
    .where('sponsor_id', 'is', null)
    .execute();
  const row = await db
    .selectFrom('creators')
    .select(['sponsor_id', 'sponsor_type'])
    .where('id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return { id: row.sponsor_id, userType: row.sponsor_type };
}

/** Deletes the creator's row; every table they own goes with it (`on delete cascade`). */
export async function deleteCreator(db: Kysely<Database>, creatorId: string): Promise<void> {
  await db.deleteFrom('creators').where('id', '=', creatorId).execute();
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

/** The monthly price fans pay to subscribe, or null to sell no subscription. */
export async function setSubscriptionPrice(
  db: Kysely<Database>,
  creatorId: string,
  price: { value: number; currency: string } | null,
): Promise<void> {
  await db
    .updateTable('creators')
    .set({
      subscription_price_value: price?.value ?? null,
      subscription_price_currency: price?.currency ?? null,
    })
    .where('id', '=', creatorId)
    .execute();
}

export function findCreatorById(db: Kysely<Database>, creatorId: string): Promise<CreatorRow | undefined> {
  return db.selectFrom('creators').selectAll().where('id', '=', creatorId).executeTakeFirst();
}
