import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { createAccessTokenVerifier } from '../identity/verify-token';
import { createTokenForge, TEST_ISSUER } from './token-forge';

/** The real app on an in-memory PGlite, trusting a key pair made for the test instead of a remote JWKS. */
export async function createTestApp(): Promise<{
  app: FastifyInstance;
  db: Kysely<Database>;
  forge: Awaited<ReturnType<typeof createTokenForge>>;
}> {
  const forge = await createTokenForge();
  const db = await openDatabase({});
  const app = await buildApp({
    db,
    verifyAccessToken: createAccessTokenVerifier({ issuer: TEST_ISSUER, keys: forge.keys }),
    readIdentityProfile: async () => ({
      email: 'ada@example.com',
      name: 'Ada',
      acceptances: { privacyPolicy: false, termsOfService: false, termsOfUse: false },
    }),
  });
  return { app, db, forge };
}
