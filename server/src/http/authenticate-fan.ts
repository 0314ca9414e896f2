import { NAME_MAX_LENGTH } from '@mym/sdk/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { findFanAccountBySub, provisionFanAccount } from '../db/fan-accounts';
import type { Database, FanAccountRow } from '../db/schema';
import type { IdentityProfileReader } from '../identity/identity-profile';
import {
  type AccessTokenVerifier,
  IdentityUnavailableError,
  TokenRejectedError,
} from '../identity/verify-token';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in fan's account, provisioned on the first authenticated call. */
    fanAccount: FanAccountRow;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Guards the fan routes: the token must be an access token of the fan app's client (DESIGN "The fan side": the
 * API tells fan tokens from creator tokens by client id), so a creator's token is refused here as a fan's is on
 * every creator route.
 */
export function requireFan(
  app: FastifyInstance,
  verify: AccessTokenVerifier,
  db: Kysely<Database>,
  readProfile: IdentityProfileReader,
) {
  app.decorateRequest('fanAccount', null as unknown as FanAccountRow);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    let identity: Awaited<ReturnType<AccessTokenVerifier>>;
    try {
      identity = await verify(token);
    } catch (error) {
      if (error instanceof TokenRejectedError) throw new ApiError(401, error.reason, error.message);
      if (error instanceof IdentityUnavailableError) {
        request.log.error({ err: error.cause }, 'identity keys unavailable');
        throw new ApiError(503, 'identity_unavailable', 'Sign-in cannot be checked right now; try again');
      }
      throw error;
    }
    const known = await findFanAccountBySub(db, identity.sub);
    if (known) {
      request.fanAccount = known;
      return;
    }
    const profile = await readProfile(token ?? '');
    request.fanAccount = await provisionFanAccount(db, {
      sub: identity.sub,
      username: identity.username,
      name: (profile?.name ?? profile?.email?.split('@')[0] ?? identity.username).slice(0, NAME_MAX_LENGTH),
    });
  });
}
