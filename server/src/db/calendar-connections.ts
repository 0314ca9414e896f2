import { createHash, randomBytes } from 'node:crypto';
import type { CalendarProvider } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { inTransaction } from './transactions';

/** How long an authorization code may wait before it is exchanged (RFC 6749 4.1.2 recommends 10 minutes). */
export const AUTHORIZATION_CODE_TTL_MS = 10 * 60 * 1000;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');

/** Every provider the catalog can sync with, Synced when this creator connected it (spec 3, 7). */
export async function listCalendarProviders(
  db: Kysely<Database>,
  creatorId: string,
): Promise<CalendarProvider[]> {
  const rows = await db
    .selectFrom('calendar_providers')
    .leftJoin('calendar_connections', (join) =>
      join
        .onRef('calendar_connections.provider', '=', 'calendar_providers.name')
        .on('calendar_connections.creator_id', '=', creatorId),
    )
    .select(['calendar_providers.name', 'calendar_connections.id as connection_id'])
    .orderBy('calendar_providers.position')
    .execute();
  return rows.map((row) => ({
    provider: row.name,
    status: row.connection_id ? 'Synced' : 'Unsynced',
    calendarId: row.connection_id,
  }));
}

export async function isKnownProvider(db: Kysely<Database>, provider: string): Promise<boolean> {
  const row = await db
    .selectFrom('calendar_providers')
    .select('name')
    .where('name', '=', provider)
    .executeTakeFirst();
  return row !== undefined;
}

/** Starts an authorization: the returned state ties the provider's answer to this creator and redirect URI. */
export async function startAuthorization(
  db: Kysely<Database>,
  creatorId: string,
  provider: string,
  redirectUri: string,
): Promise<string> {
  const state = randomToken();
  await db
    .insertInto('calendar_authorizations')
    .values({ state, creator_id: creatorId, provider, redirect_uri: redirectUri })
    .execute();
  return state;
}

/** The provider's side: one code per state, stored hashed, expiring. Undefined for an unknown or reused state. */
export async function issueAuthorizationCode(
  db: Kysely<Database>,
  state: string,
  redirectUri: string,
  now: Date,
): Promise<{ code: string; provider: string } | undefined> {
  const code = randomToken();
  const row = await db
    .updateTable('calendar_authorizations')
    .set({ code_hash: hashCode(code), code_expires_at: new Date(now.getTime() + AUTHORIZATION_CODE_TTL_MS) })
    .where('state', '=', state)
    .where('redirect_uri', '=', redirectUri)
    .where('code_hash', 'is', null)
    .returning('provider')
    .executeTakeFirst();
  return row ? { code, provider: row.provider } : undefined;
}

/**
 * Exchanges a code for a connection: the code must have been issued for this creator, provider and redirect
 * URI, be unexpired and unused. Marking it used is the same statement that checks it, so it works once.
 */
export async function redeemAuthorizationCode(
  db: Kysely<Database>,
  creatorId: string,
  grant: { code: string; provider: string; redirectUri: string },
  now: Date,
): Promise<CalendarProvider | undefined> {
  return inTransaction(db, async (trx) => {
    const used = await trx
      .updateTable('calendar_authorizations')
      .set({ used_at: now })
      .where('code_hash', '=', hashCode(grant.code))
      .where('creator_id', '=', creatorId)
      .where('provider', '=', grant.provider)
      .where('redirect_uri', '=', grant.redirectUri)
      .where('used_at', 'is', null)
      .where('code_expires_at', '>', now)
      .returning('provider')
      .executeTakeFirst();
    if (!used) return undefined;
    const connection = await trx
      .insertInto('calendar_connections')
      .values({ creator_id: creatorId, provider: used.provider })
      .onConflict((oc) => oc.columns(['creator_id', 'provider']).doUpdateSet({ connected_at: now }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return { provider: used.provider, status: 'Synced' as const, calendarId: connection.id };
  });
}

export async function disconnectCalendar(db: Kysely<Database>, creatorId: string, id: string) {
  const result = await db
    .deleteFrom('calendar_connections')
    .where('id', '=', id)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
