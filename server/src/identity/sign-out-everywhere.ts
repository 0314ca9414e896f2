import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ApiContext } from '../http/api-context';
import { ApiError } from '../http/errors';
import { defineRoute } from '../http/route-catalog';
import type { RefreshTokenRevoker } from './refresh-token-revocation';

/**
 * `POST /creators/me/sign-out-everywhere`: the identity revokes every refresh token first (no device can renew
 * its session), then every access token issued until now is refused here (DESIGN "Identity"). When the identity
 * cannot be reached nothing changes and the answer is 503, so the SDK retries.
 */
export function signOutEverywhereRoute(app: FastifyInstance, ctx: ApiContext, revoke: RefreshTokenRevoker) {
  defineRoute(app, ctx.catalog, {
    method: 'POST',
    url: '/creators/me/sign-out-everywhere',
    tag: 'creators',
    access: 'creator',
    summary: 'Revoke every refresh token at the identity, and refuse every access token issued until now',
    successStatus: 204,
    handler: async ({ request }) => {
      if (!(await revoke(request.accessToken))) {
        throw new ApiError(
          503,
          'identity_unavailable',
          'Sign-out everywhere could not reach the identity; try again',
        );
      }
      await ctx.db
        .updateTable('creators')
        .set({ signed_out_at: sql`now()` })
        .where('id', '=', request.creator.id)
        .execute();
      return undefined;
    },
  });
}
