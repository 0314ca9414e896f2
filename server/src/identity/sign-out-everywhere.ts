import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * `POST /creators/me/sign-out-everywhere`: every access token issued until now is refused from here on
 * (DESIGN "Identity"); the identity itself revokes the refresh tokens when the SDK signs out globally.
 */
export function signOutEverywhereRoute(app: FastifyInstance, db: Kysely<Database>) {
  app.post('/creators/me/sign-out-everywhere', async (request, reply) => {
    await db
      .updateTable('creators')
      .set({ signed_out_at: sql`now()` })
      .where('sub', '=', request.identity.sub)
      .execute();
    return reply.status(204).send();
  });
}
