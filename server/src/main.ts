import { buildApp } from './app';
import { readServerConfig } from './config';
import { openDatabase } from './db/database';
import { createIdentityProfileReader } from './identity/identity-profile';
import { createAccessTokenVerifier } from './identity/verify-token';
import { startPublicationPoller } from './jobs/publication-poller';
import { mediaUrlSecret } from './media/media-url-secret';
import { seedDatabase } from './seed/seed-database';

const config = readServerConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// Idempotent: the push calendar always, the demo creator's content when the stack names one.
await seedDatabase(db, { mediaDir: config.mediaDir, demoCreatorSub: config.demoCreatorSub });
const app = await buildApp({
  db,
  verifyAccessToken: createAccessTokenVerifier({
    issuer: config.issuer,
    clientIds: config.clientIds,
    jwksUrl: config.jwksUrl,
  }),
  readIdentityProfile: createIdentityProfileReader(new URL(config.issuer).origin),
  corsOrigins: config.corsOrigins,
  logger: process.env.API_LOG === '1',
  publicUrl: config.publicUrl,
  mediaDir: config.mediaDir,
  uploadDir: config.uploadDir,
  mediaUrlSecret: mediaUrlSecret(config.mediaUrlSecret, config.dataDir),
});
const poller = startPublicationPoller({
  db,
  onError: (error) => app.log.error({ err: error }, 'scheduled publication failed'),
});

const shutdown = async () => {
  await poller.stop();
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
