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

/** Deletes the creator's row; every table they own goes with it (`on delete cascade`). */
export async function deleteCreator(db: Kysely<Database>, creatorId: string): Promise<void> {
  await db.deleteFrom('creators').where('id', '=', creatorId).execute();
}
