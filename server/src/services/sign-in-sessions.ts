import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { listSignedInSessions, revokeSignInSession } from '../db/sign-in-devices';

/**
 * A session unseen for this long is over by itself: its refresh token has expired (Cognito's default refresh
 * token validity), so it is no longer listed.
 */
export const SESSION_LIFETIME_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function signedInSessions(db: Kysely<Database>, creatorId: string, now: Date) {
  return listSignedInSessions(db, creatorId, new Date(now.getTime() - SESSION_LIFETIME_DAYS * DAY_MS));
}

/**
 * Signs one session out. Its access tokens, and every one its refresh token mints (they keep its `origin_jti`),
 * are refused from the next request on, on every API process (the creator row, read on every call, names it).
 * The identity cannot be asked to revoke that refresh token from here: Cognito's RevokeToken takes the token
 * itself, which only that device holds; the device revokes it when it signs out after its first refusal.
 */
export function signOutSession(db: Kysely<Database>, creatorId: string, sessionId: string, now: Date) {
  return revokeSignInSession(db, creatorId, sessionId, now);
}
