import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { findCreatorBySub, provisionCreator } from '../db/creators';
import type { CreatorRow, Database } from '../db/schema';
import type { IdentityProfileReader } from '../identity/identity-profile';
import {
  type AccessTokenVerifier,
  IdentityUnavailableError,
  TokenRejectedError,
  type VerifiedAccessToken,
} from '../identity/verify-token';
import { noticeSignIn } from '../services/sign-in-alerts';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    identity: VerifiedAccessToken;
    accessToken: string;
    /** The signed-in creator's row, provisioned on the first authenticated call. */
    creator: CreatorRow;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : '';
}

/**
 * Guards every route registered after it: a verified access token is required, and a token issued before the
 * creator signed out everywhere, or of a session signed out on its own, is refused. The creator's row is provisioned on the first call, whichever route
 * it is, reading the identity's attributes once.
 */
export function requireCreator(
  app: FastifyInstance,
  verify: AccessTokenVerifier,
  db: Kysely<Database>,
  readProfile: IdentityProfileReader,
) {
  app.decorateRequest('identity', null as unknown as VerifiedAccessToken);
  app.decorateRequest('accessToken', '');
  app.decorateRequest('creator', null as unknown as CreatorRow);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    try {
      request.identity = await verify(token);
      request.accessToken = token ?? '';
    } catch (error) {
      if (error instanceof TokenRejectedError) throw new ApiError(401, error.reason, error.message);
      if (error instanceof IdentityUnavailableError) {
        request.log.error({ err: error.cause }, 'identity keys unavailable');
        throw new ApiError(503, 'identity_unavailable', 'Sign-in cannot be checked right now; try again');
      }
      throw error;
    }
    const creator = await findCreatorBySub(db, request.identity.sub);
    if (creator?.signed_out_at && request.identity.issuedAt * 1000 < creator.signed_out_at.getTime()) {
      throw new ApiError(401, 'token_revoked', 'Access Token has been revoked');
    }
    // A session signed out on its own: every token of its family is refused, however recent.
    const family = request.identity.originJti;
    if (family && creator?.revoked_sessions.includes(family)) {
      throw new ApiError(401, 'token_revoked', 'Access Token has been revoked');
    }
    request.creator = creator ?? (await provision(db, request, readProfile));
    await noticeSignIn(db, {
      creatorId: request.creator.id,
      originJti: family,
      userAgent: request.headers['user-agent'],
      now: new Date(),
    });
  });
}

async function provision(db: Kysely<Database>, request: FastifyRequest, readProfile: IdentityProfileReader) {
  const { sub, username } = request.identity;
  const profile = await readProfile(request.accessToken);
  return provisionCreator(db, {
    sub,
    username,
    email: profile?.email ?? null,
    displayName: profile?.name ?? null,
    acceptances: profile?.acceptances,
  });
}
