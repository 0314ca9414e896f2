import { resolve } from 'node:path';

/** Everything the API reads from its environment, resolved once at start. */
export interface ServerConfig {
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent the API uses embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Token issuer: `http://127.0.0.1:9229/<poolId>` locally, `https://cognito-idp.<region>.amazonaws.com/<poolId>` in production. */
  issuer: string;
  /** Where the pool's public keys are published; defaults to the issuer's well-known JWKS. */
  jwksUrl: string;
  /** Browser origins allowed to call the API (the site, partner pages). */
  corsOrigins: string[];
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const issuer = env.IDENTITY_ISSUER;
  if (!issuer) throw new Error('IDENTITY_ISSUER is required (e.g. http://127.0.0.1:9229/local_abc)');
  return {
    host: env.API_HOST ?? '127.0.0.1',
    port: Number(env.API_PORT ?? 4000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    issuer,
    jwksUrl: env.IDENTITY_JWKS_URL ?? `${issuer}/.well-known/jwks.json`,
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:4321,http://127.0.0.1:4321')
      .split(',')
      .filter(Boolean),
  };
}
