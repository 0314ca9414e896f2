import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFailure } from '@mym/sdk/contract';
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { inTransaction } from './transactions';

/** How long an authorization may wait for its answer, state and code alike (RFC 6749 4.1.2: 10 minutes). */
export const AUTHORIZATION_TTL_MS = 10 * 60 * 1000;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');

/** An enabled provider with this creator's connection to it, if any (`presenters/calendar-provider.ts`). */
export interface CalendarProviderRow {
  name: string;
  connection_id: string | null;
  status: 'Synced' | 'Unsynced' | null;
  failure: string | null;
}

/** The enabled providers in their order, each with this creator's connection to it (spec 3, 7). */
export async function listCalendarProviders(
  db: Kysely<Database>,
  creatorId: string,
  enabled: readonly string[],
): Promise<CalendarProviderRow[]> {
  if (enabled.length === 0) return [];
  return db
    .selectFrom('calendar_providers')
    .leftJoin('calendar_connections', (join) =>
      join
        .onRef('calendar_connections.provider', '=', 'calendar_providers.name')
        .on('calendar_connections.creator_id', '=', creatorId),
    )
    .select([
      'calendar_providers.name',
      'calendar_connections.id as connection_id',
      'calendar_connections.status',
      'calendar_connections.failure',
    ])
    .where('calendar_providers.name', 'in', [...enabled])
    .orderBy('calendar_providers.position')
    .execute();
}

/** The creator's calendar connection, healthy or not: the catalog works with one calendar (spec 7). */
export async function findCalendarConnection(db: Kysely<Database>, creatorId: string) {
  return db
    .selectFrom('calendar_connections')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .orderBy('status', 'desc') // 'Unsynced' < 'Synced': a healthy one first
    .orderBy('connected_at', 'desc')
    .executeTakeFirst();
}

/** Starts an authorization: the state ties the provider's answer to this creator, provider and redirect URI. */
export async function startAuthorization(
  db: Kysely<Database>,
  request: { creatorId: string; provider: string; redirectUri: string; codeVerifier?: string },
  now: Date,
): Promise<string> {
  const state = randomToken();
  await db
    .insertInto('calendar_authorizations')
    .values({
      state,
      creator_id: request.creatorId,
      provider: request.provider,
      redirect_uri: request.redirectUri,
      code_verifier: request.codeVerifier ?? null,
      created_at: now,
    })
    .execute();
  return state;
}

/**
 * Takes the creator's pending authorization for this provider and redirect URI (the given state, or the latest
 * one): unexpired, unused, and used by this very statement so that it works once. Answers its PKCE verifier.
 */
export async function takeAuthorization(
  db: Kysely<Database>,
  request: { creatorId: string; provider: string; redirectUri: string; state?: string },
  now: Date,
): Promise<{ codeVerifier: string | null } | undefined> {
  const pending = db
    .selectFrom('calendar_authorizations')
    .select('state')
    .where('creator_id', '=', request.creatorId)
    .where('provider', '=', request.provider)
    .where('redirect_uri', '=', request.redirectUri)
    .where('used_at', 'is', null)
    .where('created_at', '>', new Date(now.getTime() - AUTHORIZATION_TTL_MS))
    .$if(request.state !== undefined, (query) => query.where('state', '=', request.state as string))
    .orderBy('created_at', 'desc')
    .limit(1);
  const taken = await db
    .updateTable('calendar_authorizations')
    .set({ used_at: now })
    .where('state', 'in', pending)
    .where('used_at', 'is', null)
    .returning('code_verifier')
    .executeTakeFirst();
  return taken ? { codeVerifier: taken.code_verifier } : undefined;
}

/** The development provider's side: one code per state, stored hashed, expiring. */
export async function issueAuthorizationCode(
  db: Kysely<Database>,
  state: string,
  redirectUri: string,
  now: Date,
): Promise<{ code: string; provider: string } | undefined> {
  const code = randomToken();
  const row = await db
    .updateTable('calendar_authorizations')
    .set({ code_hash: hashCode(code), code_expires_at: new Date(now.getTime() + AUTHORIZATION_TTL_MS) })
    .where('state', '=', state)
    .where('redirect_uri', '=', redirectUri)
    .where('code_hash', 'is', null)
    .where('created_at', '>', new Date(now.getTime() - AUTHORIZATION_TTL_MS))
    .returning('provider')
    .executeTakeFirst();
  return row ? { code, provider: row.provider } : undefined;
}

/** The development provider's code check: issued for this creator, provider and redirect URI, once. */
export async function redeemDevelopmentCode(
  db: Kysely<Database>,
  creatorId: string,
  grant: { code: string; provider: string; redirectUri: string },
  now: Date,
): Promise<boolean> {
  const used = await db
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
  return used !== undefined;
}

/**
 * Stores a working connection (its credentials sealed) as the creator's one calendar: connecting another
 * provider replaces the previous one, since bookings are written to a single calendar (spec 7). Answers the
 * connection's id.
 */
export async function storeConnection(
  db: Kysely<Database>,
  creatorId: string,
  provider: string,
  sealedCredentials: string | null,
  now: Date,
): Promise<string> {
  return inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('calendar_connections')
      .where('creator_id', '=', creatorId)
      .where('provider', '!=', provider)
      .execute();
    const values = {
      status: 'Synced' as const,
      failure: null,
      credentials: sealedCredentials,
      connected_at: now,
    };
    const connection = await trx
      .insertInto('calendar_connections')
      .values({ creator_id: creatorId, provider, ...values })
      .onConflict((oc) => oc.columns(['creator_id', 'provider']).doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    return connection.id;
  });
}

export async function updateConnectionCredentials(db: Kysely<Database>, id: string, sealed: string) {
  await db.updateTable('calendar_connections').set({ credentials: sealed }).where('id', '=', id).execute();
}

/** One connection of the creator by id, whichever its state: the one a booking's event was written to. */
export async function findCreatorConnection(db: Kysely<Database>, creatorId: string, id: string) {
  return db
    .selectFrom('calendar_connections')
    .selectAll()
    .where('id', '=', id)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
}

/**
 * What a failed call says of the connection: refused credentials switch it off (Unsynced with the reason, until
 * the creator reconnects it); a hiccup (`unreachable`) only delays its sync, it stays Synced and is tried again.
 */
export async function markConnectionFailed(db: Kysely<Database>, id: string, failure: CalendarFailure) {
  const before = await db
    .selectFrom('calendar_connections')
    .select(['creator_id', 'provider', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  await db
    .updateTable('calendar_connections')
    .set(failure === 'credentials_refused' ? { status: 'Unsynced', failure } : { failure })
    .where('id', '=', id)
    .execute();
  // Answers the connection when this call is the one that switched it off.
  return before?.status === 'Synced' && failure === 'credentials_refused' ? before : undefined;
}

/** A call went through again: a delayed sync is on time again. */
export async function markConnectionOnTime(db: Kysely<Database>, id: string) {
  await db
    .updateTable('calendar_connections')
    .set({ failure: null })
    .where('id', '=', id)
    .where('status', '=', 'Synced')
    .where('failure', 'is not', null)
    .execute();
}

/** Every stored credential, to reseal those under an older key at start. */
export async function listSealedCredentials(db: Kysely<Database>) {
  return db
    .selectFrom('calendar_connections')
    .select(['id', 'credentials'])
    .where('credentials', 'is not', null)
    .execute() as Promise<{ id: string; credentials: string }[]>;
}

export async function disconnectCalendar(db: Kysely<Database>, creatorId: string, id: string) {
  const result = await db
    .deleteFrom('calendar_connections')
    .where('id', '=', id)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
