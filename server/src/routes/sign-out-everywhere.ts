import type { FastifyInstance } from 'fastify';
import { markSignedOutEverywhere } from '../db/creators';
import { revokeEverySignInSession } from '../db/sign-in-devices';
import type { ApiContext } from '../http/api-context';
import { ApiError } from '../http/errors';
import { defineRoute } from '../http/route-catalog';
import type { RefreshTokenRevoker } from '../identity/refresh-token-revocation';

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
      await markSignedOutEverywhere(ctx.db, request.creator.id);
      await revokeEverySignInSession(ctx.db, request.creator.id, ctx.clock());
      return undefined;
    },
  });
}
