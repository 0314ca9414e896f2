import { signInSessionListStruct } from '@mym/sdk/contract/account';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../http/api-context';
import { ApiError } from '../http/errors';
import { defineRoute, notFound } from '../http/route-catalog';
import { toSignInSession } from '../presenters/sign-in-session';
import { signedInSessions, signOutSession } from '../services/sign-in-sessions';

/** The devices a creator is signed in on (`/account/sessions`), each of which can be signed out on its own. */
export function accountSessionRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db, catalog, clock } = ctx;
  const tag = 'account';

  defineRoute(app, catalog, {
    method: 'GET',
    url: '/account/sessions',
    tag,
    access: 'creator',
    summary:
      'The sessions still signed in: browser, system, first sign-in, last activity, this device marked',
    response: signInSessionListStruct,
    handler: async ({ request }) => {
      const rows = await signedInSessions(db, request.creator.id, clock());
      return { sessions: rows.map((row) => toSignInSession(row, request.identity.originJti)) };
    },
  });

  defineRoute(app, catalog, {
    method: 'DELETE',
    url: '/account/sessions/:id',
    tag,
    access: 'creator',
    summary: 'Signs one other session out: its tokens are refused from its next request on',
    handler: async ({ request, params }) => {
      const id = params.id ?? '';
      if (id === request.identity.originJti) {
        throw new ApiError(409, 'session_current', 'This is the session of this call: sign out here instead');
      }
      if (!(await signOutSession(db, request.creator.id, id, clock()))) throw notFound();
      return undefined;
    },
  });
}
