import { buildApp } from './app';
import { readServerConfig } from './config';
import { openDatabase } from './db/database';
import { createIdentityProfileReader } from './identity/identity-profile';
import { createAccessTokenVerifier } from './identity/verify-token';

const config = readServerConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({
  db,
  verifyAccessToken: createAccessTokenVerifier({ issuer: config.issuer, jwksUrl: config.jwksUrl }),
  readIdentityProfile: createIdentityProfileReader(new URL(config.issuer).origin),
  corsOrigins: config.corsOrigins,
  logger: process.env.API_LOG === '1',
});

const shutdown = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ host: config.host, port: config.port });
console.log(
  `API listening on http://${config.host}:${config.port} (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
);
