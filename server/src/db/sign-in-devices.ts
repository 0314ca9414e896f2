import { type Kysely, sql } from 'kysely';
import type { Database, SignInDeviceRow } from './schema';
import { inTransaction } from './transactions';

/**
 * The families a creator row remembers as signed out one by one. A family's refresh token lives 30 days at most
 * (Cognito's default), so a creator signing out more sessions than this within that time is not expected; the
 * oldest fall off first.
 */
export const REVOKED_SESSIONS_KEPT = 100;

export interface SignInDeviceSighting {
  creator_id: string;
  device_key: string;
  origin_jti: string | null;
  label: string;
  user_agent: string;
  seen_at: Date;
}

/**
 * Remembers a device (a session when the token names its family), its agent and last activity refreshed; answers
 * whether the creator had been seen before on the same browser and system, and on any device at all.
 */
export async function rememberSignInDevice(
  db: Kysely<Database>,
  device: SignInDeviceSighting,
): Promise<{ knewLabel: boolean; knewOthers: boolean }> {
  const { seen_at, ...row } = device;
  const known = await db
    .selectFrom('sign_in_devices')
    .select('label')
    .where('creator_id', '=', device.creator_id)
    .orderBy(sql`label = ${device.label}`, 'desc')
    .limit(1)
    .executeTakeFirst();
  await db
    .insertInto('sign_in_devices')
    .values({ ...row, first_seen_at: seen_at, last_seen_at: seen_at })
    .onConflict((oc) =>
      oc
        .columns(['creator_id', 'device_key'])
        .doUpdateSet({ last_seen_at: seen_at, user_agent: row.user_agent, label: row.label }),
    )
    .execute();
  return { knewLabel: known?.label === device.label, knewOthers: known !== undefined };
}

/** The creator's sessions still signed in, active within `since`, most recent activity first. */
export function listSignedInSessions(
  db: Kysely<Database>,
  creatorId: string,
  since: Date,
): Promise<SignInDeviceRow[]> {
  return db
    .selectFrom('sign_in_devices')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .where('origin_jti', 'is not', null)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '>=', since)
    .orderBy('last_seen_at', 'desc')
    .orderBy('device_key')
    .execute();
}

/**
 * Signs one session out: its row is marked and its family joins the creator's refused ones, in one transaction.
 * Answers false when the creator has no such session still signed in.
 */
export function revokeSignInSession(
  db: Kysely<Database>,
  creatorId: string,
  originJti: string,
  at: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const revoked = await trx
      .updateTable('sign_in_devices')
      .set({ revoked_at: at })
      .where('creator_id', '=', creatorId)
      .where('origin_jti', '=', originJti)
      .where('revoked_at', 'is', null)
      .returning('device_key')
      .executeTakeFirst();
    if (!revoked) return false;
    await trx
      .updateTable('creators')
      .set({
        revoked_sessions: sql<
          string[]
        >`(array_append(revoked_sessions, ${originJti}))[greatest(1, cardinality(revoked_sessions) + 2 - ${REVOKED_SESSIONS_KEPT}::int):]`,
      })
      .where('id', '=', creatorId)
      .execute();
    return true;
  });
}

/** Sign-out everywhere: every session of the creator is signed out (their tokens are refused by instant). */
export async function revokeEverySignInSession(db: Kysely<Database>, creatorId: string, at: Date) {
  await db
    .updateTable('sign_in_devices')
    .set({ revoked_at: at })
    .where('creator_id', '=', creatorId)
    .where('revoked_at', 'is', null)
    .execute();
}
