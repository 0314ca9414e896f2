import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { requireCreator } from './http/authenticate';
import { handleError } from './http/errors';
import type { IdentityProfileReader } from './identity/identity-profile';
import { signOutEverywhereRoute } from './identity/sign-out-everywhere';
import type { AccessTokenVerifier } from './identity/verify-token';
import { creatorRoutes } from './routes/creators';

export interface AppDependencies {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
  /** Reads the identity's attributes when a creator row is first provisioned. */
  readIdentityProfile: IdentityProfileReader;
  corsOrigins?: string[];
  logger?: boolean;
}

/** Bodies above this are refused with 413 before any handler runs (uploads go through tus, not JSON). */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({ logger: deps.logger ?? false, bodyLimit: JSON_BODY_LIMIT_BYTES });
  await app.register(cors, {
    origin: deps.corsOrigins ?? true,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ error: { code: 'not_found', message: 'No such resource' } }),
  );
  app.get('/health', async () => ({ data: { status: 'ok' } }));

  await app.register(async (creatorScope) => {
    requireCreator(creatorScope, deps.verifyAccessToken, deps.db);
    creatorRoutes(creatorScope, deps.db, deps.readIdentityProfile);
    signOutEverywhereRoute(creatorScope, deps.db);
  });
  return app;
}
